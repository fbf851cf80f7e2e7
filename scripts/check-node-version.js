// Plain JavaScript on purpose: it must run on any Node.js, to say which one Flightdeck needs.
import { readFileSync } from 'node:fs';

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
