import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const projects = [
  {
    test: {
      name: 'unit',
      include: ['src/shared/**/*.test.ts', 'src/server/**/*.unit.test.ts', 'scripts/**/*.test.ts'],
      environment: 'node',
      isolate: false,
    },
  },
  {
    test: {
      name: 'api-pglite',
      include: ['src/server/**/*.test.ts'],
      // Several server processes need PostgreSQL: the embedded database belongs to one process.
      exclude: ['src/server/**/*.unit.test.ts', 'src/server/server-processes.test.ts'],
      environment: 'node',
      globalSetup: ['tests/setup/global-setup.ts'],
      env: { TEST_DB: 'pglite' },
      // Each file opens its own app on its own database; sharing a worker's loaded modules between
      // files saves importing the whole server (and compiling PGlite) once per file.
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  {
    plugins: [react()],
    test: {
      name: 'web',
      include: ['src/web/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['tests/setup/web-setup.ts'],
      // A component's first render in a worker imports its lazily loaded parts: seconds when the
      // API suites share the cores, as they do in `npm test`.
      testTimeout: 20_000,
    },
  },
];

// With TEST_DATABASE_URL (CI), every API test also runs against a real PostgreSQL server.
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    test: {
      name: 'api-postgres',
      include: ['src/server/**/*.test.ts'],
      // server.test.ts and the backups are about embedded data directories, which PostgreSQL does not have.
      exclude: ['src/server/**/*.unit.test.ts', 'src/server/server.test.ts', 'src/server/backup/backup.test.ts'],
      environment: 'node',
      globalSetup: ['tests/setup/global-setup.ts'],
      env: { TEST_DB: 'postgres' },
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}

export default defineConfig({
  test: {
    projects,
    pool: 'forks',
  },
});
