import { expect, type Page } from '@playwright/test';

/**
 * Opens a page and waits until it is hydrated: the page view is recorded from an effect, so its
 * presence in `window.dataLayer` proves React took over. Clicks after this are client navigations.
 */
export async function gotoInteractive(page: Page, url: string): Promise<void> {
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
