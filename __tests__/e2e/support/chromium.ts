import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = fs.existsSync(chromiumPath);

if (!hasChromium) {
  const notice = `\n*** END-TO-END TESTS SKIPPED: no Chromium at ${chromiumPath} (apt-get install chromium, or set CHROMIUM_PATH) ***\n`;
  if (process.env.CI) throw new Error(notice);
  process.stderr.write(notice);
}

/** Runs the block only where a Chromium exists; CI refuses to run without one (see above). */
export const describeInBrowser = hasChromium ? describe : describe.skip;

// Without the background-networking flags Chromium keeps dialling Google on a machine without internet.
const args = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
];

export async function launchBrowser(viewport = { width: 1280, height: 800 }): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-chromium-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath, args, viewport, headless: true });
  return {
    context,
    async close() {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** CI checks this count so that a run in which the browser flows silently did not happen fails. */
export function recordFlowRun(): void {
  if (process.env.E2E_REPORT) fs.appendFileSync(process.env.E2E_REPORT, 'flow\n');
}
