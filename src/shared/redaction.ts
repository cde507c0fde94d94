/**
 * What a replay, a debugging tool or a log may never carry: session tokens, passwords, password-reset and
 * registration codes, driver links' tokens, live-event tickets and document links' signatures. The client redacts
 * before anything leaves the tab (Redux DevTools, the Contact Us replay); the server applies the same rules again
 * before it mails a replay, so a secret a client failed to hide is not kept in the outbox either, and to every log
 * line it writes (logger.ts).
 */
export const REDACTED = '[redacted]';

// Keys whose value is a secret wherever they appear (matched without regard to case).
const SECRET_KEY = /token|password|resetcode|registrationcode|authorization|signature/i;

// Secrets written into paths and query strings: /driver/{token} (the phone page; the server's routes match any
// case and repeated slashes, and /api/driver/... carries its token in a header), /register/welcome/{code},
// ?resetCode=..., ?ticket=... (live events), ?signature=... (document links).
const SECRET_IN_TEXT: readonly [RegExp, string][] = [
  [/(?<!\/api)(\/driver\/+)[^/?#\s"]+/gi, `$1${REDACTED}`],
  [/(\/register\/welcome\/+)[^/?#\s"]+/gi, `$1${REDACTED}`],
  [/([?&](?:[a-z_]*token|[a-z]*password|resetcode|registrationcode|code|ticket|signature)=)[^&#\s"]*/gi, `$1${REDACTED}`],
];

const isSecretKey = (key: string): boolean => SECRET_KEY.test(key);

function redactText(text: string): string {
  return SECRET_IN_TEXT.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/** A copy of `value` with every secret replaced by REDACTED; the value itself is left untouched. */
export function redactSecrets<T>(value: T): T {
  return redactValue(value) as T;
}

function redactValue(value: unknown): unknown {
  if (typeof value === 'string') return redactText(value);
  if (Array.isArray(value)) return value.map(redactValue);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, isSecretKey(key) && item !== null && item !== undefined ? REDACTED : redactValue(item)]),
  );
}
