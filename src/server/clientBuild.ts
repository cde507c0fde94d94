import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
export const clientDist = path.join(root, 'dist');
const builtIndex = path.join(clientDist, 'index.html');
const sources = ['src/client', 'src/shared', 'public', 'webpack.config.js', 'babel.config.js', 'package.json'];

function newestChange(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

export function isClientBuildStale(): boolean {
  const built = fs.statSync(builtIndex, { throwIfNoEntry: false });
  if (!built) return true;
  return sources.some((source) => newestChange(path.join(root, source)) > built.mtimeMs);
}

/** Builds the client with webpack when the bundle is missing or older than its sources. */
export function ensureClientBuilt(): void {
  if (!isClientBuildStale()) return;
  execFileSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'], { cwd: root, stdio: 'inherit' });
}
