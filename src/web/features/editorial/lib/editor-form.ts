import { PROVENANCE_FIGURES, type ProvenanceFigure, type ProvenanceKind } from '#shared/constants.ts';
import type { CaseStudyInsertInput } from '#shared/schemas/case-study-insert.ts';

/** The editor's state: text as typed (numbers too), lists as chips, provenance per figure group. */
export type EditorForm = {
  title: string;
  snippet: string;
  featured_image_url: string;
  publication_date: string;
  case_study_type: 'success' | 'failure';
  language: 'English' | 'Vietnamese' | 'Spanish' | 'German';
  niche: string[];
  tags: string[];
  business_name: string;
  website_url: string;
  founder_name: string;
  founder_social_url: string;
  monthly_revenue: string;
  monthly_profit: string;
  gross_margin_percent: string;
  starting_costs: string;
  founder_count: string;
  employee_count: string;
  year_founded: string;
  country: string;
  continent: string;
  content_genesis: string;
  content_validation: string;
  content_building: string;
  content_launch: string;
  content_growth: string;
  content_status_future: string;
  content_lessons_learned: string;
  content_advice: string;
  founder_quote: string;
  business_model: string;
  primary_growth_channel: string;
  funding_type: string;
  customer_type: string;
  involvement: string;
  region_tags: string[];
  problem: string;
  solution: string;
  tech_stack_playbook: string[];
  resource_library: string[];
  key_decisions: { first_investment: string; first_hire: string; major_pivot: string };
  provenance: Record<ProvenanceFigure, { kind: ProvenanceKind | ''; as_of: string }>;
};

export type TextField = { [K in keyof EditorForm]: EditorForm[K] extends string ? K : never }[keyof EditorForm];

const today = () => new Date().toISOString().slice(0, 10);

/** The spec's form defaults: founder_count 1, employee_count 0, year founded this year, English, numbers 0, publication date today. */
export function emptyEditorForm(): EditorForm {
  return {
    title: '',
    snippet: '',
    featured_image_url: '',
    publication_date: today(),
    case_study_type: 'success',
    language: 'English',
    niche: [],
    tags: [],
    business_name: '',
    website_url: '',
    founder_name: '',
    founder_social_url: '',
    monthly_revenue: '0',
    monthly_profit: '0',
    gross_margin_percent: '0',
    starting_costs: '0',
    founder_count: '1',
    employee_count: '0',
    year_founded: String(new Date().getFullYear()),
    country: '',
    continent: '',
    content_genesis: '',
    content_validation: '',
    content_building: '',
    content_launch: '',
    content_growth: '',
    content_status_future: '',
    content_lessons_learned: '',
    content_advice: '',
    founder_quote: '',
    business_model: '',
    primary_growth_channel: '',
    funding_type: '',
    customer_type: '',
    involvement: '',
    region_tags: [],
    problem: '',
    solution: '',
    tech_stack_playbook: [],
    resource_library: [],
    key_decisions: { first_investment: '', first_hire: '', major_pivot: '' },
    provenance: Object.fromEntries(PROVENANCE_FIGURES.map((figure) => [figure, { kind: '', as_of: '' }])) as EditorForm['provenance'],
  };
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

/** A stored study (the insert payload's fields) as the editor's state. */
export function editorFormFrom(data: Record<string, unknown>, publishedAt: string | null): EditorForm {
  const form = emptyEditorForm();
  const result: EditorForm = { ...form };
  for (const key of Object.keys(form) as (keyof EditorForm)[]) {
    if (key === 'provenance' || key === 'key_decisions' || key === 'publication_date') continue;
    const value = data[key];
    if (Array.isArray(form[key])) (result as Record<string, unknown>)[key] = list(value);
    else if (value !== undefined) (result as Record<string, unknown>)[key] = text(value);
  }
  const decisions = (data.key_decisions ?? null) as EditorForm['key_decisions'] | null;
  if (decisions) result.key_decisions = { first_investment: decisions.first_investment ?? '', first_hire: decisions.first_hire ?? '', major_pivot: decisions.major_pivot ?? '' };
  const provenance = (data.figures_provenance ?? {}) as Partial<Record<ProvenanceFigure, { kind: ProvenanceKind; as_of: string | null }>>;
  for (const figure of PROVENANCE_FIGURES) {
    const entry = provenance[figure];
    if (entry) result.provenance[figure] = { kind: entry.kind, as_of: entry.as_of ?? '' };
  }
  if (publishedAt) result.publication_date = publishedAt.slice(0, 10);
  return result;
}

/** The payload the API validates (caseStudyInsertSchema); publication date is the form's only, as in the spec. */
export function payloadOf(form: EditorForm): CaseStudyInsertInput {
  const { provenance, publication_date: _date, key_decisions, ...fields } = form;
  const decisionsGiven = Object.values(key_decisions).some((value) => value.trim() !== '');
  // Every figure is sent, blanks as null: the server names the figure whose source or date is missing.
  const figures_provenance = Object.fromEntries(
    PROVENANCE_FIGURES.map((figure) => [figure, { kind: provenance[figure].kind || null, as_of: provenance[figure].as_of || null }]),
  );
  return { ...fields, key_decisions: decisionsGiven ? key_decisions : null, figures_provenance } as CaseStudyInsertInput;
}
