// Plain JavaScript on purpose: it must run on any Node.js, to say which one Flightdeck needs.
import { existsSync, readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const required = engines.node.replace(/^>=\s*/, '');
const [major, minor] = process.versions.node.split('.').map(Number);
const [needMajor, needMinor = 0] = required.split('.').map(Number);

if (major < needMajor || (major === needMajor && minor < needMinor)) {
  console.error(
    `Flightdeck needs Node.js ${required} or newer; this is Node.js ${process.versions.node}.\n` +
      'Run it through npm after `npm ci` (which installs the pinned Node.js 24 as a dev dependency): `npm run serve`.\n' +
      'If dev dependencies are not installed (npm ci --omit=dev), install Node.js 24 yourself (with the system package manager or a version manager such as nvm).',
  );
  process.exit(1);
}

// `npm run serve` runs the server's build (decision 071), which `npm run build` makes.
if (process.argv.includes('--server-built') && !existsSync(new URL('../dist/server/main.js', import.meta.url))) {
  console.error('The server is not built yet: run `npm run build` first (it builds the web app and the server).');
  process.exit(1);
}
