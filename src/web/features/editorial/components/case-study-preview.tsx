import { CASE_STUDY_TYPE_LABELS, type ProvenanceKind } from '#shared/constants.ts';
import { FigureProvenance } from '#web/components/figure-provenance.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import type { EditorForm } from '../lib/editor-form.ts';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const asMoney = (value: string) => (value.trim() === '' || Number.isNaN(Number(value)) ? '—' : money.format(Number(value)));

/** How the study will read: its card text and figures with their provenance, as typed. */
export function CaseStudyPreview({ form }: { form: EditorForm }) {
  const source = (figure: keyof EditorForm['provenance']) => {
    const entry = form.provenance[figure];
    return entry.kind ? { kind: entry.kind as ProvenanceKind, as_of: entry.as_of || null } : undefined;
  };
  const figures: [string, string, keyof EditorForm['provenance']][] = [
    ['Monthly revenue', asMoney(form.monthly_revenue), 'revenue'],
    ['Monthly profit', asMoney(form.monthly_profit), 'profit'],
    ['Starting costs', asMoney(form.starting_costs), 'costs'],
    ['Team', `${form.founder_count || '1'} founder(s), ${form.employee_count || '0'} employee(s)`, 'team'],
  ];
  return (
    <Card>
      <CardHeader>
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Live preview</p>
        <CardTitle className="text-xl text-balance">{form.title || 'Untitled case study'}</CardTitle>
        <p className="text-sm text-muted-foreground">
          {CASE_STUDY_TYPE_LABELS[form.case_study_type]}
          {form.business_name ? ` · ${form.business_name}` : ''}
          {form.country ? ` · ${form.country}` : ''}
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm">{form.snippet || 'The snippet appears here.'}</p>
        <dl className="grid grid-cols-2 gap-3">
          {figures.map(([label, value, figure]) => (
            <div key={label} className="rounded-md border border-border p-2">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="font-semibold">
                {value}
                <FigureProvenance provenance={source(figure)} />
              </dd>
            </div>
          ))}
        </dl>
        {(form.niche.length > 0 || form.tags.length > 0) && (
          <ul className="flex flex-wrap gap-1" aria-label="Niches and tags">
            {[...form.niche, ...form.tags].map((chip, index) => (
              <li key={`${chip}-${index}`} className="rounded-full bg-muted px-2 py-0.5 text-xs">
                {chip}
              </li>
            ))}
          </ul>
        )}
        {form.founder_quote && <blockquote className="border-l-2 border-brand-400 pl-3 text-sm italic">“{form.founder_quote}”</blockquote>}
      </CardContent>
    </Card>
  );
}
