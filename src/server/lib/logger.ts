import { createRequire } from 'node:module';
import { pino, type DestinationStream, type Logger } from 'pino';
import type PinoPretty from 'pino-pretty';
import { traceHooks } from '../tracing/trace-hooks.ts';

// pino-pretty (about 30 modules) is loaded only for a person at a terminal, not by a server
// whose output goes to a file or a log collector (decision 071).
const require = createRequire(import.meta.url);

export type { Logger };

export type LoggerOptions = {
  /** One readable line per entry, for a person at a terminal; otherwise one JSON object per line. */
  pretty?: boolean;
  /** Where entries go; standard output by default. */
  destination?: DestinationStream;
};

/** Whether standard output is a terminal someone is reading (not a file, pipe or log collector). */
export const stdoutIsTerminal = () => process.stdout.isTTY === true;

export function createLogger(level: string, { pretty: readable = false, destination }: LoggerOptions = {}): Logger {
  // With tracing on, every line written inside a span (a request's, its queries') carries the span's ids.
  const tracing = traceHooks();
  const options = { level, base: { service: 'flightdeck' }, ...(tracing && { mixin: () => tracing.logFields() }) };
  if (readable) {
    const pretty = require('pino-pretty') as typeof PinoPretty;
    // In the same thread (no transport worker), so nothing is lost when the process exits.
    return pino(options, pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,service', destination: destination ?? 1, sync: true }));
  }
  return destination ? pino(options, destination) : pino(options);
}

/** Tokens never reach the log, even inside a URL or a path (reset and verification links carry them). */
export function redactSecrets(text: string): string {
  return text
    .replace(/([?&](?:token|code|state)=)[^&\s"']+/gi, '$1[redacted]')
    .replace(/(\/(?:reset-password|verify-email)\/)[^?\s"'/]+/gi, '$1[redacted]');
}
