import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH } from './scripts/check-chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 3999);
const BASE_URL = `http://localhost:${PORT}`;
/** A UDP port: the name generator journey's own DNS server. */
export const E2E_DNS_PORT = PORT + 1;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // The built app on a fresh embedded database, as `npm start` runs it (demo accounts included).
  webServer: {
    command: `rm -rf .tmp/e2e-data-${PORT} && node dist/server/main.js`,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: `.tmp/e2e-data-${PORT}`,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: BASE_URL,
      // The name generator's journey answers these look-ups with a DNS server of its own (UDP).
      DNS_SERVERS: `127.0.0.1:${E2E_DNS_PORT}`,
    },
  },
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
