import cluster from 'node:cluster';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import pg from 'pg';
import {
  BUSINESS_AGE_BANDS,
  MAX_BROWSE_PAGE,
  REVENUE_BANDS,
  STARTING_COST_BANDS,
  TEAM_SIZE_BANDS,
} from '#shared/filters.ts';

/**
 * The floor the benchmark compares Flightdeck with: bare `node:http` and `pg`, no framework,
 * no validation library, no ORM, hand-written SQL doing the same work as the API for the same
 * URLs (the same indexes, capped counts, ranking and matched words). Whatever the API costs
 * above this is the price of its layers. With WEB_CONCURRENCY it runs that many processes
 * sharing the port, as Flightdeck does (decision 039), each with DATABASE_POOL_SIZE connections
 * (10 unless set, as Flightdeck's).
 * Votes (`PUT /api/case-studies/{id}/vote`) check the signed session cookie against the
 * sessions table (AUTH_SECRET) and change the member's vote and the study's vote_count under
 * the study's row lock, recording the vote's event, in the API's five statements (decision 086).
 *   DATABASE_URL=postgres://... PORT=3997 node bench/floor-server.ts
 */
const processes = Number(process.env.WEB_CONCURRENCY ?? 1);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
const port = Number(process.env.PORT ?? 3997);

const CARD = `id, title, snippet, content_structure ->> 'introduction' AS introduction, case_study_type, monthly_revenue,
  starting_costs, business_model, primary_growth_channel, business_name, country, region_tags, featured_image_url,
  vote_count, average_rating, published_at, content_structure -> 'metrics' AS metrics`;
const headline = (query: string) =>
  `ts_headline('english', title || E'\\n' || coalesce(snippet, content_structure ->> 'introduction', ''), ${query}, 'HighlightAll=true, StartSel=\u0002, StopSel=\u0003') AS matched`;
const SORTS: Record<string, [string, string, string]> = {
  newest: ['published_at', `(published_at + interval '0 s')`, 'id DESC'],
  most_voted: ['vote_count', '(vote_count + 0)', 'published_at DESC, id DESC'],
  highest_rated: ['average_rating', '(average_rating + 0)', 'rating_count DESC, id DESC'],
  revenue: ['monthly_revenue', '(monthly_revenue + 0)', 'id DESC'],
};
const EQUALS: Record<string, string> = {
  businessModel: 'business_model',
  growthChannel: 'primary_growth_channel',
  capitalResources: 'funding_type',
  caseStudyType: 'case_study_type',
  customerType: 'customer_type',
  continent: 'continent',
  country: 'country',
  involvement: 'involvement',
};
const BANDS: Record<string, [string, Record<string, readonly [number, number | null]>]> = {
  businessStage: ['monthly_revenue', REVENUE_BANDS],
  startingCosts: ['starting_costs', STARTING_COST_BANDS],
  teamSize: ['(founder_count + employee_count)', TEAM_SIZE_BANDS],
};

function tsquery(text: string): string | null {
  const words = [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, 8);
  return words.length > 0 ? words.map((w) => `${w}:*`).join(' & ') : null;
}

const COMMON_PROBE = `SELECT count(*) FILTER (WHERE search_vector @@ to_tsquery('english', $1)) * 2 >= greatest(count(*), 1) AS common
  FROM (SELECT search_vector FROM case_studies WHERE status = 'published' ORDER BY published_at DESC NULLS FIRST, id DESC LIMIT 100) sample`;

function send(res: ServerResponse, status: number, body: unknown) {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

async function browse(params: URLSearchParams, res: ServerResponse) {
  const values: unknown[] = [];
  const bind = (value: unknown) => `$${values.push(value)}`;
  const where = [`status = 'published'`];
  for (const [param, column] of Object.entries(EQUALS)) {
    const value = params.get(param);
    if (value && value !== 'all' && value !== 'any') where.push(`${column} = ${bind(value)}`);
  }
  for (const [param, [column, bands]] of Object.entries(BANDS)) {
    const band = bands[params.get(param) ?? ''];
    if (!band) continue;
    where.push(`${column} >= ${bind(band[0])}`);
    if (band[1] !== null) where.push(`${column} < ${bind(band[1])}`);
  }
  const niche = params.get('niche');
  if (niche) where.push(`niche @> ARRAY[${bind(niche)}]::text[]`);
  const age = BUSINESS_AGE_BANDS[params.get('businessAge') as keyof typeof BUSINESS_AGE_BANDS];
  if (age) {
    const year = new Date().getUTCFullYear();
    where.push(`year_founded <= ${bind(year - age[0])}`);
    if (age[1] !== null) where.push(`year_founded > ${bind(year - age[1])}`);
  }
  const regions = params.get('regions');
  if (regions) where.push(`region_keys && ${bind(regions.toLowerCase().split(','))}::text[]`);
  const q = params.get('q') ? tsquery(params.get('q')!) : null;
  const query = q ? `to_tsquery('english', ${bind(q)})` : null;
  if (query) where.push(`search_vector @@ ${query}`);
  const [first, opaque, rest] = SORTS[params.get('sort') ?? 'newest'] ?? SORTS.newest!;
  const page = Math.min(Math.max(Number(params.get('page') ?? 1), 1), MAX_BROWSE_PAGE);
  const pageSize = Math.min(Math.max(Number(params.get('pageSize') ?? 12), 1), 50);
  const cap = MAX_BROWSE_PAGE * pageSize;
  const condition = where.join(' AND ');
  // As the API does (decision 034): a search found in most of the newest studies walks the sort's index.
  const common = query ? (await pool.query(COMMON_PROBE, [q])).rows[0]?.common === true : false;
  const order = `${q && !common ? opaque : first} DESC NULLS FIRST, ${rest}`;
  const select = query ? `${CARD}, ${headline(query)}` : CARD;
  const offset = (page - 1) * pageSize;
  if (where.length === 1) {
    const [rows, total] = await Promise.all([
      pool.query(
        `SELECT ${select} FROM case_studies WHERE id IN (
           SELECT id FROM case_studies WHERE ${condition} ORDER BY ${order} LIMIT ${pageSize} OFFSET ${offset}
         ) ORDER BY ${order}`,
        values,
      ),
      pool.query(`SELECT uses AS total FROM case_study_facet_counts WHERE facet = 'all' AND key = ''`),
    ]);
    const count = Number(total.rows[0]?.total ?? 0);
    return send(res, 200, { items: rows.rows, total: Math.min(count, cap), totalCapped: count > cap, page, pageSize });
  }
  // The page and how many match, from one walk of the matches up to the last reachable page.
  const found = await pool.query(
    `SELECT ${select}, page.walked FROM case_studies JOIN (
       SELECT id AS page_id, position, (count(*) OVER ())::int AS walked FROM (
         SELECT id, row_number() OVER (ORDER BY ${order}) AS position FROM case_studies WHERE ${condition} ORDER BY ${order} LIMIT ${cap + 1}
       ) matches ORDER BY position LIMIT ${pageSize} OFFSET ${offset}
     ) page ON page.page_id = case_studies.id ORDER BY page.position`,
    values,
  );
  let count = found.rows[0]?.walked ?? 0;
  if (found.rows.length === 0 && page > 1) {
    const total = await pool.query(`SELECT count(*)::int AS total FROM (SELECT 1 FROM case_studies WHERE ${condition} LIMIT ${cap + 1}) t`, values);
    count = total.rows[0]?.total ?? 0;
  }
  const rows = { rows: found.rows.map(({ walked: _walked, ...row }) => row) };
  send(res, 200, { items: rows.rows, total: Math.min(count, cap), totalCapped: count > cap, page, pageSize });
}

const DETAIL = `SELECT id, title, status, case_study_type, snippet, business_name, website_url, founder_name, featured_image_url,
  language, region_tags, niche, tags, monthly_revenue, monthly_profit, gross_margin_percent, starting_costs, founder_count,
  employee_count, year_founded, country, continent, business_model, primary_growth_channel, funding_type, customer_type,
  involvement, content_structure, metrics_snapshot, content_genesis, content_validation, content_building, content_launch,
  content_growth, content_status_future, content_lessons_learned, content_advice, founder_quote, tech_stack_playbook,
  key_decisions, source_url, vote_count, rating_count, rating_sum, average_rating, created_at, updated_at, published_at
  FROM case_studies WHERE id = $1 AND status = 'published'`;
const DETAIL_TACTICS = `SELECT t.id, t.name, t.category FROM tactic_case_studies l JOIN tactics t ON t.id = l.tactic_id
  WHERE l.case_study_id = $1 AND t.status = 'published' ORDER BY t.name`;

async function detail(id: string, res: ServerResponse) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return send(res, 404, { error: { code: 'NOT_FOUND', message: 'Case Study Not Found' } });
  const [study, tactics] = await Promise.all([
    pool.query({ name: 'floor_detail', text: DETAIL, values: [id] }),
    pool.query({ name: 'floor_detail_tactics', text: DETAIL_TACTICS, values: [id] }),
  ]);
  if (!study.rows[0]) return send(res, 404, { error: { code: 'NOT_FOUND', message: 'Case Study Not Found' } });
  send(res, 200, { ...study.rows[0], tactics: tactics.rows });
}

const SEARCH_PAGE = 10;

async function search(text: string, res: ServerResponse) {
  const q = tsquery(text);
  if (!q) return send(res, 200, { query: text, caseStudies: [], tactics: [], caseStudyTotal: 0, tacticTotal: 0 });
  const cap = MAX_BROWSE_PAGE * SEARCH_PAGE;
  const [studies, studyTotal, tactics, tacticTotal] = await Promise.all([
    // Head matches (title, introduction, labels) ranked; story matches newest first only when
    // the head matches do not fill the page.
    pool.query(
      `SELECT ${CARD}, ${headline('q')} FROM case_studies, to_tsquery('english', $1) q WHERE id IN (
         WITH head AS (
           SELECT id, ts_rank('{0.01, 0.1, 0.4, 1.0}'::float4[], search_head, q) AS rank, published_at
           FROM case_studies, to_tsquery('english', $1) q WHERE status = 'published' AND search_head @@ q
           ORDER BY 2 DESC, 3 DESC, 1 DESC LIMIT ${SEARCH_PAGE}
         ), story AS (
           SELECT id, published_at, search_head @@ q AS in_head
           FROM case_studies, to_tsquery('english', $1) q WHERE status = 'published' AND search_vector @@ q
           ORDER BY published_at DESC, id DESC
           LIMIT (SELECT CASE WHEN count(*) >= ${SEARCH_PAGE} THEN 0 ELSE ${SEARCH_PAGE} + count(*) END FROM head)
         )
         SELECT id FROM (
           SELECT id, 1 AS tier, rank, published_at FROM head
           UNION ALL
           SELECT id, 0, 0, published_at FROM story WHERE NOT in_head
         ) ranked ORDER BY tier DESC, rank DESC, published_at DESC, id DESC LIMIT ${SEARCH_PAGE})
       ORDER BY (search_head @@ q) DESC, ts_rank('{0.01, 0.1, 0.4, 1.0}'::float4[], search_head, q) DESC, published_at DESC, id DESC`,
      [q],
    ),
    pool.query(`SELECT count(*)::int AS total FROM (SELECT 1 FROM case_studies WHERE status = 'published' AND search_vector @@ to_tsquery('english', $1) LIMIT ${cap + 1}) t`, [q]),
    pool.query(
      `SELECT id, name, category, description_html, success_signals, failure_signals, vote_count, average_rating, created_at,
         ts_headline('english', name || E'\\n' || html_to_search_text(description_html), q, 'HighlightAll=true, StartSel=\u0002, StopSel=\u0003') AS matched
       FROM tactics, to_tsquery('english', $1) q WHERE status = 'published' AND (search_vector @@ q OR $2 <% lower(name))
       ORDER BY ts_rank(search_vector, q) DESC, created_at DESC, id DESC LIMIT ${SEARCH_PAGE}`,
      [q, text.toLowerCase()],
    ),
    pool.query(`SELECT count(*)::int AS total FROM tactics WHERE status = 'published' AND (search_vector @@ to_tsquery('english', $1) OR $2 <% lower(name))`, [q, text.toLowerCase()]),
  ]);
  const total = Number(studyTotal.rows[0]?.total ?? 0);
  send(res, 200, {
    query: text,
    caseStudies: studies.rows,
    tactics: tactics.rows,
    caseStudyTotal: Math.min(total, cap),
    caseStudyTotalCapped: total > cap,
    tacticTotal: tacticTotal.rows[0]?.total ?? 0,
  });
}

const SESSION_COOKIE = 'better-auth.session_token';
const secret = process.env.AUTH_SECRET ?? '';
const VOTE_PATH = /^\/api\/case-studies\/([0-9a-f-]{36})\/vote$/;

/** The signed-in member: the cookie's token, its HMAC checked, then its unexpired session. */
async function memberOf(req: IncomingMessage): Promise<string | null> {
  const cookie = (req.headers.cookie ?? '').split(/;\s*/).find((part) => part.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) return null;
  const value = decodeURIComponent(cookie.slice(SESSION_COOKIE.length + 1));
  const dot = value.lastIndexOf('.');
  const token = value.slice(0, dot);
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  const given = Buffer.from(value.slice(dot + 1));
  if (dot < 0 || expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const { rows } = await pool.query('SELECT s.user_id FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token = $1 AND s.expires_at > now()', [token]);
  return (rows[0]?.user_id as string | undefined) ?? null;
}

/** The JSON body, or null when it is not JSON or the client went away (a run's end cuts requests off). */
async function bodyOf(req: IncomingMessage): Promise<unknown> {
  try {
    let text = '';
    for await (const chunk of req) text += chunk;
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const VOTE_VALUE: Record<string, number> = { upvote: 1, downvote: -1 };

/**
 * The same vote as the API, in as many statements (decision 086): the item locked with what the
 * answer needs, the member's vote written and vote_count moved by the difference in one
 * statement, a changed vote's event recorded with its NOTIFY in one, the answer from the locked
 * row and the delta. Named, so each connection parses them once.
 */
const VOTE_LOCK = {
  name: 'floor_vote_lock',
  text: "SELECT title, submitted_by, vote_count, average_rating::float8 AS average_rating, rating_count FROM case_studies WHERE id = $1 AND status = 'published' FOR NO KEY UPDATE",
};
const VOTE_WRITE = {
  name: 'floor_vote_write',
  text: `WITH previous AS (SELECT vote_type FROM votes WHERE user_id = $1 AND case_study_id = $2),
    written AS (
      INSERT INTO votes (user_id, case_study_id, vote_type) VALUES ($1, $2, $3::vote_type)
      ON CONFLICT (user_id, case_study_id) DO UPDATE SET vote_type = excluded.vote_type, updated_at = now()
      WHERE votes.vote_type <> excluded.vote_type
    ),
    counted AS (
      UPDATE case_studies SET vote_count = vote_count + $4 - CASE (SELECT vote_type FROM previous) WHEN 'upvote' THEN 1 WHEN 'downvote' THEN -1 ELSE 0 END
      WHERE id = $2 AND (SELECT vote_type FROM previous) IS DISTINCT FROM $3::vote_type
    )
    SELECT (SELECT vote_type FROM previous) AS previous,
      EXISTS (SELECT 1 FROM bookmarks WHERE user_id = $1 AND case_study_id = $2) AS bookmarked,
      (SELECT rating FROM ratings WHERE user_id = $1 AND case_study_id = $2) AS viewer_rating`,
};
const EVENT_INSERT = {
  name: 'floor_event_insert',
  text: "WITH queued AS (INSERT INTO events (type, actor_id, payload) VALUES ($1, $2, $3) RETURNING id) SELECT queued.id, pg_notify('flightdeck_jobs', '') FROM queued",
};

async function vote(id: string, req: IncomingMessage, res: ServerResponse) {
  const userId = await memberOf(req);
  if (!userId) return send(res, 401, { error: { code: 'UNAUTHORIZED', message: 'Sign in first' } });
  const body = (await bodyOf(req)) as { voteType?: unknown } | null;
  const wanted = body?.voteType;
  if (wanted !== 'upvote' && wanted !== 'downvote') return send(res, 400, { error: { code: 'BAD_REQUEST', message: 'Choose upvote or downvote' } });
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const item = await client.query({ ...VOTE_LOCK, values: [id] });
    if (!item.rows[0]) {
      await client.query('ROLLBACK');
      return send(res, 404, { error: { code: 'NOT_FOUND', message: 'Case study not found' } });
    }
    const written = (await client.query({ ...VOTE_WRITE, values: [userId, id, wanted, VOTE_VALUE[wanted]] })).rows[0];
    const before = (written.previous as string | null) ?? null;
    const delta = before === wanted ? 0 : VOTE_VALUE[wanted]! - (before ? VOTE_VALUE[before]! : 0);
    if (before !== wanted) {
      const metadata = { caseStudyId: id, title: item.rows[0].title };
      const event =
        wanted === 'upvote'
          ? { type: 'upvote_case_study', payload: { recipientId: item.rows[0].submitted_by, metadata } }
          : { type: 'downvote_case_study', payload: { metadata } };
      await client.query({ ...EVENT_INSERT, values: [event.type, userId, event.payload] });
    }
    await client.query('COMMIT');
    const row = item.rows[0];
    send(res, 200, {
      voteCount: row.vote_count + delta,
      viewerVote: wanted,
      bookmarked: written.bookmarked,
      averageRating: row.average_rating,
      ratingCount: row.rating_count,
      viewerRating: written.viewer_rating === null ? null : Number(written.viewer_rating),
    });
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** One process's server. */
function serve() {
  createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://floor');
    const handle = async () => {
      const voted = req.method === 'PUT' && VOTE_PATH.exec(url.pathname);
      if (voted) return vote(voted[1]!, req, res);
      if (url.pathname === '/api/case-studies') return browse(url.searchParams, res);
      if (url.pathname.startsWith('/api/case-studies/')) return detail(url.pathname.slice('/api/case-studies/'.length), res);
      if (url.pathname === '/api/search') return search((url.searchParams.get('q') ?? '').trim(), res);
      if (url.pathname === '/api/health') return send(res, 200, { status: 'ok' });
      send(res, 404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    };
    handle().catch((error: unknown) => {
      console.error(error);
      send(res, 500, { error: { code: 'INTERNAL', message: 'Something went wrong' } });
    });
  }).listen(port);
}

if (cluster.isPrimary && processes > 1) {
  for (let i = 0; i < processes; i += 1) cluster.fork();
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    process.exit(0);
  });
} else {
  serve();
}
