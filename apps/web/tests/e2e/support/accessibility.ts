import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { policyViolations } from './navigation';

/** axe on the page as it is now: no serious or critical WCAG 2.x A/AA violation, and no CSP violation. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(blocking, `${page.url()} has accessibility violations`).toEqual([]);
  expect(await policyViolations(page), `${page.url()} broke its Content-Security-Policy`).toEqual([]);
}
