import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
export const clientDist = path.join(root, 'dist');
/** webpack's own report of the last build: a newcomer's console gets one line about it, not a page. */
export const buildLogFile = path.join(root, 'data', 'build.log');
const builtIndex = path.join(clientDist, 'index.html');
const sources = ['src/client', 'src/shared', 'public', 'webpack.config.js', 'babel.config.js', 'package.json'];

// The walkthrough pictures are served from public/ as they are (http/static.ts), and the browser suite rewrites
// them while other flows run against the build: they never make it stale.
const notBuilt = new Set([path.join(root, 'public', 'walkthroughs')]);

function newestChange(entry: string): number {
  if (notBuilt.has(entry)) return 0;
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

function newestSourceChange(): number {
  return Math.max(...sources.map((source) => newestChange(path.join(root, source))));
}

/** The newest source's date when the built page is missing or older than it; null when the build is current. */
function sourcesNewerThanBuild(): number | null {
  const newest = newestSourceChange();
  const built = fs.statSync(builtIndex, { throwIfNoEntry: false });
  return !built || newest > built.mtimeMs ? newest : null;
}

export function isClientBuildStale(): boolean {
  return sourcesNewerThanBuild() !== null;
}

/**
 * webpack leaves a file it would write unchanged untouched, so after a change that alters no output (a server-only
 * file in src/shared, say) the page would stay older than its sources and every start would build again. The page
 * is dated to the sources as they were when the build began: their own dates, not the clock, which a test may have
 * moved, and not a later edit, which the build may have missed.
 */
function markBuiltFrom(newestSource: number): void {
  const built = fs.statSync(builtIndex);
  // A millisecond on: file dates are finer than the milliseconds a Date can set.
  if (newestSource >= built.mtimeMs) fs.utimesSync(builtIndex, built.atime, new Date(Math.floor(newestSource) + 1));
}

/**
 * Builds the client with webpack when the bundle is missing or older than its sources, writing webpack's
 * report to data/build.log. A failed build throws with the end of that report, where webpack puts the errors.
 */
export function ensureClientBuilt(): void {
  const newestSource = sourcesNewerThanBuild();
  if (newestSource === null) return;
  fs.mkdirSync(path.dirname(buildLogFile), { recursive: true });
  const log = fs.openSync(buildLogFile, 'w');
  try {
    execFileSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'], {
      cwd: root,
      stdio: ['ignore', log, log],
    });
  } catch {
    const report = fs.readFileSync(buildLogFile, 'utf8').trimEnd().split('\n').slice(-30).join('\n');
    throw new Error(`The web app did not build (whole report in ${path.relative(process.cwd(), buildLogFile)}):\n${report}`);
  } finally {
    fs.closeSync(log);
  }
  markBuiltFrom(newestSource);
}
