import { ensureClientBuilt } from '../../../src/server/clientBuild';

/**
 * The browser flows run against the production build of the web app. It is built here, once before any suite,
 * when missing or older than its sources: left to each suite, the first suite of each worker built it at the same
 * time as the other, twice the work into the same files.
 */
export default function buildOnce(): void {
  ensureClientBuilt();
}
