import { InvalidEnvironmentError, parseEnv } from './env.ts';
import { DataDirectoryLockedError } from './db/data-dir-lock.ts';
import { startServer } from './server.ts';

async function main() {
  const env = parseEnv(process.env);
  const server = await startServer(env);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`Received ${signal}; shutting down`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await server.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof InvalidEnvironmentError || error instanceof DataDirectoryLockedError) {
    console.error(error.message);
  } else {
    console.error('Flightdeck could not start:', error);
  }
  process.exit(1);
});
