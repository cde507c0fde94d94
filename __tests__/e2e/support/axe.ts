import fs from 'node:fs';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = fs.readFileSync(require.resolve('axe-core'), 'utf8');

/**
 * The serious and critical axe-core violations of the page as it stands, one line per rule and element, so a
 * failing expectation names what to fix. The app's Content Security Policy refuses inline scripts, so axe goes in
 * through the browser's debugger (page.evaluate) rather than a script tag.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe
      .run(document, { resultTypes: ['violations'] }));
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) =>
      `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary ?? violation.help}`));
}
