import { pathToFileURL } from 'node:url';
import { buildServer, SERVER_ENTRY } from './server-build.ts';
import { buildWebIfChanged } from './web-build.ts';

/** `npm start`: builds the web app when its sources changed and the server, then runs the server in this process. */
buildWebIfChanged();
await buildServer();
await import(pathToFileURL(SERVER_ENTRY).href);
