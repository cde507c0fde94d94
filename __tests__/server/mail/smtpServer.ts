import net from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  url: string;
  received: Buffer[];
  /** While true every recipient is refused with a 550. */
  refusing: boolean;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it accepts. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const state = { refusing: false, received: [] as Buffer[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!state.refusing) return callback();
      const refusal = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
      return callback(refusal);
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        state.received.push(Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: state.received,
    get refusing() { return state.refusing; },
    set refusing(value: boolean) { state.refusing = value; },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on. */
export async function closedPortUrl(): Promise<string> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}
