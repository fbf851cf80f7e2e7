import path from 'node:path';
import { PROJECT_ROOT } from '../project-root.ts';

/** The generated SQL migrations, applied at start-up (client.ts, pglite.ts) and compared by the readiness check. */
export const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, 'drizzle');
