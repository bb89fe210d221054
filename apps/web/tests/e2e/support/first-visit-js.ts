import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/**
 * The performance budget (README "Performance"): every public page's first visit downloads less than this
 * much JavaScript, gzip-compressed.
 */
export const FIRST_VISIT_JS_BUDGET_KB = 120;

export interface ScriptRecording {
  /**
   * Waits until the page is idle (no request for half a second), then sums what it downloaded: the total
   * in kB and, for a failure message, each script with its own size.
   */
  measure(): Promise<{ kb: number; report: string }>;
}

const kB = (bytes: number) => Math.round(bytes / 102.4) / 10;

/**
 * Records every script a page downloads (module preloads, scripts and the imports that run before the page
 * is idle) and gzips each one as the server would send it, one file at a time.
 * Call before the page is opened, in a new browser context, so that nothing comes from a cache.
 */
export function recordScripts(page: Page): ScriptRecording {
  const sizes = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (!/javascript/.test(response.headers()['content-type'] ?? '')) return;
    sizes.set(
      new URL(response.url()).pathname,
      response.body().then((body) => gzipSync(body, { level: 9 }).length),
    );
  });
  return {
    async measure() {
      await page.waitForLoadState('networkidle');
      const files = await Promise.all([...sizes].map(async ([path, size]) => ({ path, bytes: await size })));
      files.sort((a, b) => b.bytes - a.bytes);
      return {
        kb: kB(files.reduce((sum, file) => sum + file.bytes, 0)),
        report: files.map((file) => `${kB(file.bytes)} kB ${file.path}`).join('\n'),
      };
    },
  };
}
