import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { navigationProblems } from './support/navigation-rule';

/** Keeps the rule of support/navigation.ts: journeys reach their pages by clicking (see there). */

const HERE = new URL('./', import.meta.url);

test('browser journeys reach their pages by clicking, not by typing addresses', () => {
  const specs = readdirSync(HERE).filter((name) => name.endsWith('.spec.ts') && name !== 'navigation-rule.spec.ts');
  expect(specs.length).toBeGreaterThan(5);
  const problems = specs.flatMap((name) => navigationProblems(name, readFileSync(new URL(name, HERE), 'utf8')));
  const support = readdirSync(new URL('support/', HERE)).filter((name) => name !== 'navigation.ts');
  for (const name of support) {
    problems.push(...navigationProblems(`support/${name}`, readFileSync(new URL(`support/${name}`, HERE), 'utf8')));
  }
  expect(problems).toEqual([]);
});

test('the rule counts a second address in a test and accepts it when it says why', () => {
  const journey = (second: string) =>
    `test('x', async ({ page }) => {\n  await gotoInteractive(page, '/en');\n${second}\n});`;
  expect(navigationProblems('a.spec.ts', journey("  await page.goto('/en/cart');"))).toHaveLength(1);
  expect(navigationProblems('a.spec.ts', journey('  // email link\n  await page.goto(link);'))).toEqual([]);
  expect(navigationProblems('a.spec.ts', journey('  await page.goto(link); // typed address'))).toEqual([]);
  expect(navigationProblems('a.spec.ts', journey("  // the cart\n  await page.goto('/en/cart');"))).toHaveLength(1);
  const hidden = `async function open(page) { await page.goto('/en/cart'); }\ntest('x', async () => {});`;
  expect(navigationProblems('a.spec.ts', hidden)).toHaveLength(1);
  const loop = `for (const lang of ['en']) test(\`x \${lang}\`, async ({ page }) => { await page.goto('/'); });`;
  expect(navigationProblems('a.spec.ts', loop)).toEqual([]);
});
