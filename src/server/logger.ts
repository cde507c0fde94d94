import pino, { type Logger } from 'pino';
import type PinoPretty from 'pino-pretty';
import { REDACTED, redactSecrets } from '../shared/redaction';
import type { LogFormat, LogLevel } from './config';
import { lazyModule } from './lazyModule';

// Loaded only where a person reads the lines.
const pretty = lazyModule<typeof PinoPretty>('pino-pretty');

/**
 * The one pino instance of a process; fastify derives request loggers from it.
 * Credentials never reach the logs: request headers and sign-in bodies are redacted by key, and every line as
 * written passes the secrets-in-text rules the client's replay uses (src/shared/redaction.ts), so a driver link's
 * token, an event ticket or a document signature in a URL, a message or an error is hidden wherever it appears.
 */
export function createLogger(level: LogLevel, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'haulboard' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'body.password', 'body.access_token'],
      censor: REDACTED,
    },
    hooks: { streamWrite: (line) => redactSecrets(line) },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * Where a process's log lines go: short coloured lines for a person at a terminal, JSON lines (one per event) for
 * a log collector. 'auto' picks by whether stdout is a terminal. The lines are redacted before either.
 */
export function logDestination(format: LogFormat, stdout: pino.DestinationStream, isTerminal: boolean): pino.DestinationStream {
  const readable = format === 'pretty' || (format === 'auto' && isTerminal);
  if (!readable) return stdout;
  return pretty()({ destination: stdout, colorize: isTerminal, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,service', singleLine: true });
}
