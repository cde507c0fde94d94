import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** nginx as a child process: its configuration, pid, logs and buffers in a temporary folder, nothing under /etc. */

const nginxBinary = '/usr/sbin/nginx';
const aptGet = '/usr/bin/apt-get';
const startTimeoutMs = 15_000;
const stopGraceMs = 5_000;

export interface Proxy {
  url: string;
  folder: string;
  stop(): Promise<void>;
}

export function hasNginx(): boolean {
  return fs.existsSync(nginxBinary);
}

/** Debian's nginx, installed the way .ci/run installs chromium, when this machine lacks it. */
export function installNginxIfMissing(): void {
  if (hasNginx()) return;
  console.log('cluster: installing Debian nginx (apt-get install -y nginx)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => spawnSync(aptGet, ['install', '-y', '-q', 'nginx'], { env, stdio: 'inherit' }).status === 0;
  if (install()) return;
  spawnSync(aptGet, ['update', '-q'], { env, stdio: 'inherit' });
  if (!install()) throw new Error('nginx could not be installed: run apt-get install -y nginx as root');
}

/** A port no one listens on now: nginx cannot be asked for "any free port" as node can. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The proxy in front of the API processes. TRUST_PROXY=1 on the processes believes exactly the one hop this adds to
 * X-Forwarded-For. Live events (GET /api/events) stream for hours: no buffering, HTTP/1.1 upstream, long read timeout.
 * X-Served-By names the process (its loopback address and port) that answered, so one can see the round-robin; a
 * public deployment leaves it out (docs/operations.md), since it tells the world the inner addresses.
 */
export function nginxConfig(folder: string, listen: { host: string; port: number }, upstreams: string[]): string {
  const temp = path.join(folder, 'temp');
  return `worker_processes 1;
pid ${path.join(folder, 'nginx.pid')};
error_log ${path.join(folder, 'error.log')} warn;

events {
  worker_connections 1024;
}

http {
  access_log ${path.join(folder, 'access.log')};
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  # The largest body the API takes: a desk CSV import of loads (64 MiB).
  client_max_body_size 64m;

  upstream haulboard {
${upstreams.map((address) => `    server ${address};`).join('\n')}
    keepalive 32;
  }

  server {
    listen ${listen.host}:${listen.port};

    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Forwarded-Host $host;
    add_header X-Served-By $upstream_addr always;

    location = /api/events {
      proxy_pass http://haulboard;
      proxy_buffering off;
      proxy_cache off;
      gzip off;
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
    }

    location / {
      proxy_pass http://haulboard;
    }
  }
}
`;
}

/** Writes the configuration into a fresh temporary folder and runs `nginx -p folder -c nginx.conf -g 'daemon off;'`. */
export async function startNginx(listen: { host: string; port: number }, upstreams: string[]): Promise<Proxy> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-nginx-'));
  // Started as root, nginx's workers run as nobody: they must reach the buffers' folder.
  fs.chmodSync(folder, 0o711);
  fs.mkdirSync(path.join(folder, 'temp'), { mode: 0o1777 });
  fs.chmodSync(path.join(folder, 'temp'), 0o1777);
  const conf = path.join(folder, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig(folder, listen, upstreams));
  const child = spawn(nginxBinary, ['-p', folder, '-e', path.join(folder, 'error.log'), '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'], detached: true,
  });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => { printed += chunk.toString(); });
  child.stderr.on('data', (chunk: Buffer) => { printed += chunk.toString(); });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `http://${listen.host}:${listen.port}`;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise<void>((resolve) => setTimeout(resolve, stopGraceMs).unref())]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    }
    fs.rmSync(folder, { recursive: true, force: true });
  };

  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    const status = await fetch(`${url}/api/health`).then((response) => response.status, () => 0);
    if (status === 200) return { url, folder, stop };
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      const log = fs.existsSync(path.join(folder, 'error.log')) ? fs.readFileSync(path.join(folder, 'error.log'), 'utf8') : '';
      await stop();
      throw new Error(`nginx did not answer ${url}/api/health:\n${printed}${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
