import fs from 'node:fs';
import path from 'node:path';
import { describe } from 'vitest';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (never a downloaded browser); '' when absent, and browser suites are skipped outside CI. */
export const CHROMIUM = process.env.PAPERBOARD_CHROMIUM !== undefined
  ? (process.env.PAPERBOARD_CHROMIUM && fs.existsSync(process.env.PAPERBOARD_CHROMIUM) ? process.env.PAPERBOARD_CHROMIUM : '')
  : (['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p)) ?? '');
const CI = process.env.CI === 'true' || process.env.CI === '1';
/** Where screenshots are saved as test artifacts. */
export const ARTIFACTS = path.resolve(import.meta.dirname, '../../test-artifacts');

/** Launches headless Chromium with flags that keep it off the network. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM, headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** `describe` for browser suites: runs when Chromium exists, is skipped with a reason otherwise (an error under CI=true). */
export function describeBrowser(name: string, body: () => void): void {
  if (CHROMIUM) { describe(name, body); return; }
  if (CI) throw new Error('CI=true but Chromium is missing: browser suites must run');
  describe.skip(`${name} — skipped: no Chromium (apt-get install chromium)`, body);
}

/** Saves a screenshot under test-artifacts/ and returns its path. */
export function artifactPath(name: string): string {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  return path.join(ARTIFACTS, name);
}
