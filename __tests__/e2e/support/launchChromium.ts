import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

/** The system Chromium on a throwaway profile; free of jest, so the client bench launches it the same way. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = fs.existsSync(chromiumPath);

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
