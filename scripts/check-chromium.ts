import { existsSync } from 'node:fs';

/** The browser tests drive Debian's Chromium; say how to get it instead of failing obscurely. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (import.meta.main && !existsSync(CHROMIUM_PATH)) {
  console.error(
    `Chromium was not found at ${CHROMIUM_PATH}. The browser tests need it.\n` +
      'Install it from Debian with:\n\n    sudo apt-get update && sudo apt-get install -y chromium\n\n' +
      '(or set CHROMIUM_PATH to another Chromium binary).',
  );
  process.exit(1);
}
