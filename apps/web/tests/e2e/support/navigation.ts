import { expect, type Page } from '@playwright/test';

/**
 * Opens a page and waits until it is hydrated: the page view is recorded from an effect, so its
 * presence in `window.dataLayer` proves React took over. Clicks after this are client navigations.
 */
export async function gotoInteractive(page: Page, url: string): Promise<void> {
  await recordPolicyViolations(page);
  await page.goto(url);
  await expect
    .poll(() =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some(
          (entry) => entry.event === 'page_view',
        ),
      ),
    )
    .toBe(true);
}

const recording = new WeakSet<Page>();

/**
 * Collects the page's Content-Security-Policy violations (a blocked script, style or eval), which the
 * browser reports without breaking the page; `expectAccessible` then asserts there were none.
 */
export async function recordPolicyViolations(page: Page): Promise<void> {
  if (recording.has(page)) return;
  recording.add(page);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
}

/** The CSP violations since the page was opened (empty when none were recorded or recording was off). */
export function policyViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
}
