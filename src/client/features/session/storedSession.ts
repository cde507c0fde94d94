/** The session token as redux-persist keeps it in localStorage, where every tab of the browser can read it. */
import type { SessionToken } from '../../api/credentials';

/** redux-persist's key for the session (app/persistence.ts); read here before the store exists too (boot.ts). */
export const SESSION_PERSIST_KEY = 'haulboard.session';
export const STORED_SESSION_KEY = `persist:${SESSION_PERSIST_KEY}`;

export function readStoredToken(stored: string | null): SessionToken | null {
  if (!stored) return null;
  try {
    const token = JSON.parse(JSON.parse(stored).token ?? 'null') as SessionToken | null;
    return token?.accessToken ? { tokenType: token.tokenType ?? 'bearer', accessToken: token.accessToken } : null;
  } catch {
    return null;
  }
}

/** The token this browser stores, if any; null without storage. */
export function storedToken(): SessionToken | null {
  try {
    return readStoredToken(window.localStorage.getItem(STORED_SESSION_KEY));
  } catch {
    return null;
  }
}

/** Whether the browser still stores this token (no other tab signed out, or in as someone else). */
export function isStoredSession(accessToken: string | null): boolean {
  try {
    return readStoredToken(window.localStorage.getItem(STORED_SESSION_KEY))?.accessToken === accessToken;
  } catch {
    // Without storage there are no other tabs' sessions to defer to.
    return true;
  }
}
