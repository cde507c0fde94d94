import pino, { type Logger } from 'pino';
import { REDACTED, redactSecrets } from '../shared/redaction';
import type { LogLevel } from './config';

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
