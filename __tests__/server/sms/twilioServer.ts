import http from 'node:http';
import type net from 'node:net';

export interface ReceivedText {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

export interface TestTwilioServer {
  /** SMS_URL for this server, with the test account's SID and token and the sending number. */
  smsUrl: string;
  received: ReceivedText[];
  /** While true every message is refused as Twilio refuses one: HTTP 400 with `{code, message}`. */
  refusing: boolean;
  close(): Promise<void>;
}

export const TEST_ACCOUNT_SID = 'AC0123456789abcdef0123456789abcdef';
export const TEST_AUTH_TOKEN = 'token/with+special';
export const TEST_FROM = '+15555550100';

/** A real HTTP server on 127.0.0.1 speaking Twilio's Messages API: it keeps every text it accepts. */
export async function startTwilioServer(): Promise<TestTwilioServer> {
  const state = { refusing: false, received: [] as ReceivedText[] };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      if (state.refusing) {
        response.statusCode = 400;
        response.end(JSON.stringify({ code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 }));
        return;
      }
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      state.received.push({ path: request.url ?? '', authorization: request.headers.authorization, contentType: request.headers['content-type'], form });
      response.statusCode = 201;
      response.end(JSON.stringify({ sid: `SM${state.received.length}`, status: 'queued', to: form.To, from: form.From, body: form.Body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    smsUrl: `http://${TEST_ACCOUNT_SID}:${encodeURIComponent(TEST_AUTH_TOKEN)}@127.0.0.1:${port}?from=${encodeURIComponent(TEST_FROM)}`,
    received: state.received,
    get refusing() { return state.refusing; },
    set refusing(value: boolean) { state.refusing = value; },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
