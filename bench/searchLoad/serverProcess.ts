import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

/** The bench server as a child process: started with tsx, resolved once its search index is built. */

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  indexedLoads: number;
  threads: number;
  stop(): Promise<void>;
}

export function startServer(env: Record<string, string>, options: { cpuProfileDir?: string } = {}): Promise<ServerProcess> {
  const entry = path.join(__dirname, 'server.ts');
  const profile = options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', entry], {
    env: { ...process.env, NODE_ENV: 'production', ...env }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let port = 0;
    child.once('exit', (code) => reject(new Error(`the bench server stopped (exit ${code}) before its index was built`)));
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      const [word, value, threads] = line.split(' ');
      if (word === 'listening') port = Number(value);
      else if (word === 'ready') {
        resolve({
          child, port, indexedLoads: Number(value), threads: Number(threads ?? 0),
          async stop() {
            child.kill('SIGTERM');
            await exited;
          },
        });
      } else process.stdout.write(`server: ${line}\n`);
    });
  });
}
