/** A stand-in for the network boundary: global fetch answering canned responses in order. */
export interface CannedResponse {
  status?: number;
  statusText?: string;
  /** An object is sent as JSON text; a string as is. */
  body?: unknown;
}

export function cannedResponse({ status = 200, statusText = 'OK', body }: CannedResponse = {}): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: async () => text,
    json: async () => JSON.parse(text),
    blob: async () => new Blob([text], { type: 'application/pdf' }),
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
