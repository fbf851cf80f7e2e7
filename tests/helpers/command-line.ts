import { spawn } from 'node:child_process';
import path from 'node:path';

const MAIN = path.resolve(import.meta.dirname, '../../src/server/main.ts');

/**
 * Runs the real command line (`src/server/main.ts`), as an operator would, on a free port of
 * 127.0.0.1 with info logs as JSON lines, and collects what it prints.
 */
export function spawnMain(env: Record<string, string>) {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'info', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

export type SpawnedMain = ReturnType<typeof spawnMain>;

/**
 * Runs one of the operator's commands (`scripts/<name>.ts`, what `npm run <name>` runs) to its end,
 * with the given environment over this one, and returns its exit code and output.
 */
export function runScript(name: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [path.resolve(import.meta.dirname, `../../scripts/${name}.ts`), ...args], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}
