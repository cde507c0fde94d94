/**
 * Where the API lives (account spec 2.3 config screen): this server's `/api/` unless the config screen chose
 * another root, kept in localStorage so it survives reloads and logouts on this browser.
 */
export const DEFAULT_API_ROOT = '/api/';
export const API_ROOT_STORAGE_KEY = 'haulboard.apiRoot';

/** A root is a same-site path (`/api/`) or an http(s) URL; it always ends with one '/'. Null when it is neither. */
export function normalizeApiRoot(root: string): string | null {
  const trimmed = root.trim();
  if (!trimmed) return null;
  const withSlash = `${trimmed.replace(/\/+$/, '')}/`;
  if (withSlash.startsWith('/')) return withSlash.startsWith('//') ? null : withSlash;
  try {
    const url = new URL(withSlash);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname && !url.search && !url.hash ? withSlash : null;
  } catch {
    return null;
  }
}

export function apiRoot(): string {
  try {
    const stored = window.localStorage.getItem(API_ROOT_STORAGE_KEY);
    return (stored && normalizeApiRoot(stored)) || DEFAULT_API_ROOT;
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): this server's API then.
    return DEFAULT_API_ROOT;
  }
}

/** Saves the chosen root; the default is stored as nothing, so a later change of the default reaches everyone. */
export function chooseApiRoot(root: string): void {
  const normalized = normalizeApiRoot(root);
  if (!normalized) throw new Error(`not an API root: ${root}`);
  try {
    if (normalized === DEFAULT_API_ROOT) window.localStorage.removeItem(API_ROOT_STORAGE_KEY);
    else window.localStorage.setItem(API_ROOT_STORAGE_KEY, normalized);
  } catch {
    // Without storage the choice cannot be kept; the default stays.
  }
  listeners.forEach((listener) => listener());
}

const listeners = new Set<() => void>();

/** For useSyncExternalStore: told of a choice made in this tab, and (by the storage event) in another. */
export function subscribeToApiRoot(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export const isDefaultApiRoot = (root: string = apiRoot()): boolean => root === DEFAULT_API_ROOT;
