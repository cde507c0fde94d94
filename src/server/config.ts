import os from 'node:os';
import { parseDatabaseUrl, type DatabaseTarget } from './db/database';
import { parseSmsUrl } from './services/sms/twilio';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
export type LogFormat = 'auto' | 'pretty' | 'json';

export interface Config {
  host: string;
  port: number;
  database: DatabaseTarget;
  smtpUrl: string | null;
  /** Where texts are sent (SMS_URL): Twilio's Messages API or a server that speaks it; unset, texts stay in sms_outbox. */
  smsUrl: string | null;
  redisUrl: string | null;
  googleMapsApiKey: string | null;
  seedLoads: number;
  logLevel: LogLevel;
  /** How log lines are written (LOG_FORMAT): short lines for a person, JSON lines for a collector; auto asks stdout. */
  logFormat: LogFormat;
  /**
   * Reverse-proxy hops whose X-Forwarded-* headers are believed (fastify's trustProxy): the client address that
   * throttles count. 0, the default, reads no forwarded header at all. Links never come from the request either way.
   */
  trustProxy: number;
  /** Where people reach the web app (links in mail); unset → the address the server listens on, loopback only. */
  publicUrl: string | null;
  /** Signs the short-lived document download links (DOCUMENT_URL_SECRET); unset, a secret kept in the database. */
  documentUrlSecret: string | null;
  /** Signs the unsubscribe links of notification mail (NOTIFICATION_LINK_SECRET); unset, a secret kept in the database. */
  notificationLinkSecret: string | null;
  /** Signs the slugs of loads' public pages (LOAD_SHARE_SECRET); unset, a secret kept in the database. */
  loadShareSecret: string | null;
  /** The bearer token `GET /metrics` answers to (METRICS_TOKEN); unset, there are no metrics. */
  metricsToken: string | null;
  /** Where Contact Us feedback is mailed (SUPPORT_EMAIL). */
  supportEmail: string;
  /** A marketing tracker's measurement id (TRACKER_ID, e.g. G-ABC123); none is loaded while unset. */
  trackerId: string | null;
  /** Where tutorial videos are served from, as `{MEDIA_BASE_URL}/{slug}.mp4`; unset, the help pages say none exists. */
  mediaBaseUrl: string | null;
  /** The landing footer's social link (SOCIAL_URL, an https address); unset, the footer has none. */
  socialUrl: string | null;
  /** The commit this build came from (RELEASE_COMMIT); the config screen shows its first 6 characters. */
  releaseCommit: string | null;
  /**
   * Threads serving HTTP beside the main one (HTTP_THREADS), each asking the main thread's one search index.
   * Unset: one per further core, at most 7, with or without REDIS_URL: the threads of one process hear each
   * other's live events in the process and share its event tickets through the main thread.
   */
  httpThreads: number;
  /** What one carrier can make the server send or store (issue 21); each from its own variable, see carrierLimitsOf. */
  carrierLimits: CarrierLimits;
}

/** Per carrier (client), counted in the database so every API process sees the same counts. */
export interface CarrierLimits {
  /** CARRIER_MAIL_PER_HOUR, CARRIER_MAIL_PER_DAY: mail a carrier's requests write (exports, documents, driver links). */
  mailPerHour: number;
  mailPerDay: number;
  /** CARRIER_TEXTS_PER_HOUR, CARRIER_TEXTS_PER_DAY: text messages its requests write (driver links). */
  textsPerHour: number;
  textsPerDay: number;
  /** CARRIER_UPLOAD_QUOTA_MB: the bytes of every file a carrier stored, together, in MiB. */
  uploadQuotaBytes: number;
  /** CARRIER_UPLOADS_PER_HOUR: files a carrier may store in any hour. */
  uploadsPerHour: number;
}

/** Every problem with the environment at once, so an operator fixes them in one go. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Haulboard cannot start because of its configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const logLevels: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const logFormats: readonly LogFormat[] = ['auto', 'pretty', 'json'];

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const setting = <T>(name: string, fallback: T, parse: (raw: string) => T, show = shown): T => {
    // Empty values count as unset: env files and compose files often declare variables without values.
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    try {
      return parse(raw);
    } catch (error) {
      problems.push(`${name} ${(error as Error).message}, got ${show(raw)}`);
      return fallback;
    }
  };

  const config: Config = {
    // Only this machine by default: the demo sign-ins are published, so reaching further is a deliberate HOST.
    host: setting('HOST', '127.0.0.1', (raw) => (/\s/.test(raw) ? fail('must not contain spaces') : raw)),
    // 0 asks the system for any free port (tests and the end-to-end harness use it).
    port: setting('PORT', 3000, (raw) => integerIn(raw, 0, 65535, 'must be a whole number from 1 to 65535 (or 0 for any free port)')),
    database: setting('DATABASE_URL', parseDatabaseUrl('./data/haulboard.sqlite'), (raw) => {
      try {
        return parseDatabaseUrl(raw);
      } catch {
        return fail('must be a file path, sqlite:<path> or postgres://user@host:port/database');
      }
    }, redacted),
    smtpUrl: setting<string | null>('SMTP_URL', null, (raw) => urlWith(raw, ['smtp:', 'smtps:']), redacted),
    smsUrl: setting<string | null>('SMS_URL', null, (raw) => {
      parseSmsUrl(urlWith(raw, ['https:', 'http:']));
      return raw;
    }, redacted),
    redisUrl: setting<string | null>('REDIS_URL', null, (raw) => urlWith(raw, ['redis:', 'rediss:']), redacted),
    googleMapsApiKey: setting<string | null>('GOOGLE_MAPS_API_KEY', null, (raw) =>
      (/^[\w-]+$/.test(raw) ? raw : fail('must contain only letters, digits, "-" and "_"')), () => 'a value with other characters'),
    seedLoads: setting('SEED_LOADS', 5000, (raw) => integerIn(raw, 0, Number.MAX_SAFE_INTEGER, 'must be a whole number, 0 or more')),
    logLevel: setting<LogLevel>('LOG_LEVEL', env.NODE_ENV === 'test' ? 'silent' : 'info', (raw) =>
      logLevels.find((level) => level === raw.toLowerCase()) ?? fail(`must be one of ${logLevels.join(', ')}`)),
    logFormat: setting<LogFormat>('LOG_FORMAT', 'auto', (raw) =>
      logFormats.find((format) => format === raw.toLowerCase()) ?? fail(`must be one of ${logFormats.join(', ')}`)),
    trustProxy: setting('TRUST_PROXY', 0, (raw) => integerIn(raw, 0, 10, 'must be the number of trusted proxy hops, 0 to 10')),
    publicUrl: setting<string | null>('PUBLIC_URL', null, (raw) => new URL(urlWith(raw, ['http:', 'https:'])).origin),
    documentUrlSecret: setting<string | null>('DOCUMENT_URL_SECRET', null, (raw) =>
      (raw.length >= 32 ? raw : fail('must be at least 32 characters')), () => 'a shorter value'),
    notificationLinkSecret: setting<string | null>('NOTIFICATION_LINK_SECRET', null, (raw) =>
      (raw.length >= 32 ? raw : fail('must be at least 32 characters')), () => 'a shorter value'),
    loadShareSecret: setting<string | null>('LOAD_SHARE_SECRET', null, (raw) =>
      (raw.length >= 32 ? raw : fail('must be at least 32 characters')), () => 'a shorter value'),
    metricsToken: setting<string | null>('METRICS_TOKEN', null, (raw) =>
      (/^[\x21-\x7e]{24,}$/.test(raw) ? raw : fail('must be at least 24 printable characters without spaces')), () => 'a shorter value'),
    supportEmail: setting('SUPPORT_EMAIL', 'support@haulboard.app', (raw) =>
      (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw) ? raw : fail('must be an e-mail address'))),
    trackerId: setting<string | null>('TRACKER_ID', null, (raw) =>
      (/^[A-Za-z0-9-]{1,40}$/.test(raw) ? raw : fail('must contain only letters, digits and "-"'))),
    mediaBaseUrl: setting<string | null>('MEDIA_BASE_URL', null, (raw) => urlWith(raw, ['http:', 'https:']).replace(/\/+$/, '')),
    socialUrl: setting<string | null>('SOCIAL_URL', null, (raw) => urlWith(raw, ['https:'])),
    releaseCommit: setting<string | null>('RELEASE_COMMIT', null, (raw) =>
      (/^[0-9a-f]{6,40}$/i.test(raw) ? raw.toLowerCase() : fail('must be a commit id (6 to 40 hexadecimal digits)'))),
    httpThreads: 0,
    carrierLimits: {
      mailPerHour: setting('CARRIER_MAIL_PER_HOUR', 30, countOf),
      mailPerDay: setting('CARRIER_MAIL_PER_DAY', 200, countOf),
      textsPerHour: setting('CARRIER_TEXTS_PER_HOUR', 20, countOf),
      textsPerDay: setting('CARRIER_TEXTS_PER_DAY', 100, countOf),
      uploadQuotaBytes: setting('CARRIER_UPLOAD_QUOTA_MB', 200, countOf) * MIB,
      uploadsPerHour: setting('CARRIER_UPLOADS_PER_HOUR', 60, countOf),
    },
  };
  config.httpThreads = setting('HTTP_THREADS', Math.min(7, os.availableParallelism() - 1),
    (raw) => integerIn(raw, 0, 64, 'must be a whole number from 0 to 64'));

  // Without PUBLIC_URL links in mail name the listening address, which only loopback makes right for every reader:
  // serving the network, the address people use must be said, since the request's Host is anyone's to write.
  if (!config.publicUrl && !isLoopback(config.host)) {
    problems.push(`HOST ${config.host} serves other machines, so PUBLIC_URL must say where people reach Haulboard `
      + '(links in mail point there, e.g. PUBLIC_URL=https://haulboard.example.com); or leave HOST unset to serve this machine only');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** Names and addresses only this machine reaches: localhost, 127.0.0.0/8 and ::1. */
function isLoopback(host: string): boolean {
  return host.toLowerCase() === 'localhost' || /^127(\.\d{1,3}){3}$/.test(host) || host === '::1';
}

function fail(message: string): never {
  throw new Error(message);
}

function integerIn(raw: string, min: number, max: number, message: string): number {
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(value) && value >= min && value <= max ? value : fail(message);
}

const MIB = 1024 * 1024;

/** A limit of 0 refuses every request of its kind. */
function countOf(raw: string): number {
  return integerIn(raw, 0, 1_000_000, 'must be a whole number from 0 to 1000000');
}

function urlWith(raw: string, protocols: string[]): string {
  const names = protocols.map((protocol) => `${protocol}//`).join(' or ');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return fail(`must be a ${names} URL`);
  }
  if (!protocols.includes(url.protocol)) fail(`must be a ${names} URL`);
  if (!url.hostname) fail('must name a host');
  return raw;
}

function shown(raw: string): string {
  return `"${raw}"`;
}

/** Connection URLs may carry passwords; a start-up error must not print them. */
function redacted(raw: string): string {
  return `"${raw.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@')}"`;
}
