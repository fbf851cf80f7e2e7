import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The project's folder (package.json and the migrations), found from this module's place: in
 * the sources (src/server) or in the server build (dist/server), where the bundled modules share
 * one location.
 */
export const PROJECT_ROOT = findProjectRoot(import.meta.dirname);

function findProjectRoot(from: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'package.json')) && existsSync(path.join(folder, 'drizzle'))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`no project folder above ${from}`);
  }
}
