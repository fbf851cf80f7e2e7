import { buildWebIfChanged } from './web-build.ts';

/** `npm start`: builds the web app when its sources changed, then runs the server in this process. */
buildWebIfChanged();
await import('../src/server/main.ts');
