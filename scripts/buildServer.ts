/*
 * Compiles the server and the code it shares with the client to CommonJS in dist-server/, file by file (no
 * bundle), so that `npm start` runs plain JavaScript: no TypeScript compiler in the running process, and each
 * file keeps its place relative to the repository (dist-server/server/http/static.js finds ../../../dist as its
 * source does). esbuild is what tsx compiles with in development and tests, so both run the same JavaScript.
 */
import { buildSync } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const outdir = path.join(root, 'dist-server');
const sourceDirs = ['src/server', 'src/shared'];

function typeScriptFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(root, dir, file));
}

// Emptied first: a source file deleted since the last build leaves no compiled file behind to be required.
fs.rmSync(outdir, { recursive: true, force: true });
buildSync({
  entryPoints: sourceDirs.flatMap(typeScriptFiles),
  outdir,
  outbase: path.join(root, 'src'),
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  logLevel: 'warning',
});
