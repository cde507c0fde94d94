import fs from 'node:fs';
import { chromiumPath, hasChromium } from './launchChromium';

export { chromiumPath, hasChromium, launchBrowser } from './launchChromium';

if (!hasChromium) {
  const notice = `\n*** END-TO-END TESTS SKIPPED: no Chromium at ${chromiumPath} (apt-get install chromium, or set CHROMIUM_PATH) ***\n`;
  if (process.env.CI) throw new Error(notice);
  process.stderr.write(notice);
}

/** Runs the block only where a Chromium exists; CI refuses to run without one (see above). */
export const describeInBrowser = hasChromium ? describe : describe.skip;

/** CI checks this count so that a run in which the browser flows silently did not happen fails. */
export function recordFlowRun(): void {
  if (process.env.E2E_REPORT) fs.appendFileSync(process.env.E2E_REPORT, 'flow\n');
}
