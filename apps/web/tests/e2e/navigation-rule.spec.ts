import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { GERMAN_ON_THE_PHONE_ONLY, NOT_ON_THE_PHONE } from './support/device-projects';
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

/**
 * Decision 20: a journey written per language runs German on the phone only and the others on the desktop
 * only, so a spec the phone leaves out must not hold one, or its German run would be lost.
 */
test('every journey written per language runs in each language on one device or the other', () => {
  const perLanguageTitle = /test\(\s*`[^`]*(\bin |\()\$\{lang\}/;
  const desktopOnly = readdirSync(HERE)
    .filter((name) => name.endsWith('.spec.ts'))
    .filter((name) => NOT_ON_THE_PHONE.some((pattern) => pattern.test(`/${name}`)));
  expect(desktopOnly.length).toBeGreaterThan(3);
  const losingGerman = desktopOnly.filter((name) => perLanguageTitle.test(readFileSync(new URL(name, HERE), 'utf8')));
  expect(losingGerman).toEqual([]);
  // Written in two parts, so that this file does not hold the pattern it looks for.
  const sample = ['test(`a visitor writes to the brand in $', '{lang}`, async () => {})'].join('');
  expect(perLanguageTitle.test(sample)).toBe(true);
  expect(GERMAN_ON_THE_PHONE_ONLY.test('a visitor writes to the brand in de')).toBe(true);
  expect(GERMAN_ON_THE_PHONE_ONLY.test('a visitor writes to the brand in fr')).toBe(false);
});
