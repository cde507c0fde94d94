/**
 * What a replay or a debugging tool may never carry: session tokens, passwords, password-reset and registration
 * codes, and the signed part of driver links. The client redacts before anything leaves the tab (Redux DevTools,
 * the Contact Us replay); the server applies the same rules again before it mails a replay, so a secret a client
 * failed to hide is not kept in the outbox either.
 */
export const REDACTED = '[redacted]';

// Keys whose value is a secret wherever they appear (matched without regard to case).
const SECRET_KEY = /token|password|resetcode|registrationcode|authorization|signature/i;

// Secrets written into paths and query strings: /driver/{token}, /register/welcome/{code}, ?resetCode=...
const SECRET_IN_TEXT: readonly [RegExp, string][] = [
  [/(\/driver\/)[^/?#\s"]+/g, `$1${REDACTED}`],
  [/(\/register\/welcome\/)[^/?#\s"]+/g, `$1${REDACTED}`],
  [/([?&](?:[a-z_]*token|[a-z]*password|resetcode|registrationcode|code)=)[^&#\s"]*/gi, `$1${REDACTED}`],
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
