/**
 * jsdom has no fetch API, yet react-router's data routers build a `Request` for every navigation. The app's
 * routes have no loaders or actions, so the router only reads the url, method, signal and headers.
 */
class NavigationRequest {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal;
  readonly headers = new Map<string, string>();

  constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
    this.url = String(input);
    this.method = (init.method ?? 'GET').toUpperCase();
    this.signal = init.signal ?? new AbortController().signal;
  }
}

if (typeof globalThis.Request === 'undefined') {
  globalThis.Request = NavigationRequest as unknown as typeof Request;
}

export {};
