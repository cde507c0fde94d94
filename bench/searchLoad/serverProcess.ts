import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { build } from 'esbuild';
import { shippedStart } from '../../scripts/shippedStart';

/**
 * The bench server as a child process, resolved once its search index is built. It runs what `npm start` runs:
 * the server compiled to plain JavaScript (dist-server/) on the same bounded heap, not the sources under tsx.
 */

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  indexedLoads: number;
  threads: number;
  stop(): Promise<void>;
}

export async function startServer(env: Record<string, string>, options: { cpuProfileDir?: string } = {}): Promise<ServerProcess> {
  const entry = await compiledBenchServer();
  const profile = options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
  // npm start's environment and node flags (its heap bounds), so the bench measures the process that ships.
  const shipped = shippedStart();
  const flags = shipped.nodeArgs.filter((arg) => arg.startsWith('--'));
  const child = spawn(process.execPath, [...profile, ...flags, entry], {
    env: { ...process.env, ...shipped.env, NODE_ENV: 'production', ...env }, stdio: ['ignore', 'pipe', 'inherit'],
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

const root = path.resolve(__dirname, '../..');

/**
 * Compiles the server (npm run build:server) and this bench's entry beside it, its imports of src/ pointing at
 * the compiled files, so every line the server runs is the compiled one.
 */
async function compiledBenchServer(): Promise<string> {
  execFileSync('npm', ['run', '--silent', 'build:server'], { cwd: root, stdio: 'inherit' });
  const outfile = path.join(root, 'dist-server', 'bench', 'searchLoadServer.js');
  await build({
    entryPoints: [path.join(__dirname, 'server.ts')], outfile, bundle: true, platform: 'node', target: 'node20', format: 'cjs',
    logLevel: 'warning',
    plugins: [{
      name: 'compiled-server',
      setup(compiling) {
        compiling.onResolve({ filter: /\/src\// }, (args) => ({
          path: `../${path.relative(path.join(root, 'src'), path.resolve(args.resolveDir, args.path))}`, external: true,
        }));
      },
    }],
  });
  return outfile;
}
