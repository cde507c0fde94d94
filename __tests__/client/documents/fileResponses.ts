/** Fetch answers with headers, for downloads whose file name comes from Content-Disposition. */
export interface FileAnswer {
  status?: number;
  body?: string;
  headers?: Record<string, string>;
}

export function fileResponse({ status = 200, body = '', headers = {} }: FileAnswer = {}): Response {
  const lowerCased = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 200 ? 'OK' : 'Internal Server Error',
    headers: { get: (name: string) => lowerCased.get(name.toLowerCase()) ?? null },
    text: async () => body,
    blob: async () => new Blob([body], { type: lowerCased.get('content-type') ?? 'application/octet-stream' }),
  } as unknown as Response;
}

export function stubFileFetch(...answers: FileAnswer[]): jest.Mock {
  const fetchMock = jest.fn();
  for (const answer of answers) fetchMock.mockResolvedValueOnce(fileResponse(answer));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export function requestOf(fetchMock: jest.Mock, index = 0) {
  const [url, init] = fetchMock.mock.calls[index] as [string, RequestInit];
  const parsed = new URL(url, 'http://localhost');
  return {
    method: init.method,
    pathname: parsed.pathname,
    query: parsed.searchParams,
    body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
  };
}

/** jsdom's Blob has no text(); FileReader reads it. */
export const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
