import pino, { type Logger } from 'pino';
import type { LogLevel } from './config';

/**
 * The one pino instance of a process; fastify derives request loggers from it.
 * Credentials never reach the logs: request headers and sign-in bodies are redacted.
 */
export function createLogger(level: LogLevel, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'haulboard' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'body.password', 'body.access_token'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
