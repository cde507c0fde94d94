/** A stand-in for the network boundary: global fetch answering canned responses in order. */
export interface CannedResponse {
  status?: number;
  statusText?: string;
  /** An object is sent as JSON text; a string as is. */
  body?: unknown;
  /** Read case-insensitively, as a browser does; Content-Type sets the type of the blob. */
  headers?: Record<string, string>;
}

export function cannedResponse({ status = 200, statusText = 'OK', body, headers = {} }: CannedResponse = {}): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const byName = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: { get: (name: string) => byName.get(name.toLowerCase()) ?? null },
    text: async () => text,
    json: async () => JSON.parse(text),
    blob: async () => new Blob([text], { type: byName.get('content-type') ?? 'application/pdf' }),
  } as unknown as Response;
}

export function stubFetch(...responses: CannedResponse[]): jest.Mock {
  const fetchMock = jest.fn();
  for (const response of responses) fetchMock.mockResolvedValueOnce(cannedResponse(response));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export function stubFetchFailure(error: Error = new TypeError('Failed to fetch')): jest.Mock {
  const fetchMock = jest.fn().mockRejectedValue(error);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The URL and init of the n-th fetch call, with the URL parsed. */
export function fetchCall(fetchMock: jest.Mock, index = 0) {
  const [url, init] = fetchMock.mock.calls[index] as [string, RequestInit];
  const parsed = new URL(url, 'http://localhost');
  return { url, pathname: parsed.pathname, query: parsed.searchParams, init, headers: init.headers as Record<string, string> };
}

/** A JSON request as the server would read it. */
export interface SentRequest {
  method: string;
  pathname: string;
  query: URLSearchParams;
  body: unknown;
}

export function sentRequest(url: string, init: RequestInit = {}): SentRequest {
  const parsed = new URL(url, 'http://localhost');
  return {
    method: (init.method ?? 'GET').toUpperCase(),
    pathname: parsed.pathname,
    query: parsed.searchParams,
    body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
  };
}

/** The n-th fetch call as the server would read it. */
export function requestOf(fetchMock: jest.Mock, index = 0): SentRequest {
  const [url, init] = fetchMock.mock.calls[index] as [string, RequestInit];
  return sentRequest(url, init);
}

/** jsdom's Blob has no text(); FileReader reads it. */
export const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
