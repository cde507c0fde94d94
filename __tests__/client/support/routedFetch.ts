/**
 * The network boundary for screen tests that make several kinds of calls at once: each request is answered
 * by the first route whose method and path match; unmatched requests (the viewer, say) never answer, so sagas
 * that other screens start wait quietly.
 */
import { cannedResponse, sentRequest, type CannedResponse, type SentRequest } from './fetchStub';

export type Route = [method: string, path: RegExp, answer: (request: SentRequest) => CannedResponse | Promise<CannedResponse>];

export function routeFetch(routes: Route[]): jest.Mock {
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const request = sentRequest(url, init);
    const route = routes.find(([method, path]) => method === request.method && path.test(request.pathname));
    if (!route) return new Promise<Response>(() => {});
    return cannedResponse(await route[2](request));
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
