import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const startTimeoutMs = 60_000;
const stopGraceMs = 5_000;

export interface ServerProcess {
  baseUrl: string;
  /** What the process printed, for a failure message. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * `src/server/main.ts` as an operator runs it, in an operating-system process of its own on a free port, resolved
 * once it answers `/api/ready` (migrated, index built). tsx runs the server in a child of its own, so the pair gets a process group that
 * stop() can end whole.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let printed = '';
  const keep = (chunk: Buffer) => { printed = (printed + chunk.toString()).slice(-8_000); };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = new Promise<void>((resolve) => setTimeout(resolve, stopGraceMs).unref());
      await Promise.race([exited, timer]);
    }
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // The group is gone already: the server stopped on SIGTERM as it should.
    }
    await exited;
  };

  try {
    const baseUrl = await addressOf(child, () => printed);
    await untilHealthy(baseUrl, child, () => printed);
    return { baseUrl, output: () => printed, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function hasEnded(child: ReturnType<typeof spawn>): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** The address from the start-up banner ("Haulboard is running at …"): with PORT=0 only the process knows it. */
async function addressOf(child: ReturnType<typeof spawn>, printed: () => string): Promise<string> {
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    const match = /Haulboard is running at (http:\/\/\S+)/.exec(printed());
    if (match) return match[1].replace('localhost', '127.0.0.1');
    if (hasEnded(child)) throw new Error(`the API process ended before listening:\n${printed()}`);
    if (Date.now() > deadline) throw new Error(`the API process did not listen within ${startTimeoutMs} ms:\n${printed()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function untilHealthy(baseUrl: string, child: ReturnType<typeof spawn>, printed: () => string): Promise<void> {
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    const status = await fetch(`${baseUrl}/api/ready`).then((response) => response.status, () => 0);
    if (status === 200) return;
    if (hasEnded(child)) throw new Error(`the API process ended before it was ready:\n${printed()}`);
    if (Date.now() > deadline) throw new Error(`${baseUrl}/api/ready did not answer 200 within ${startTimeoutMs} ms:\n${printed()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
