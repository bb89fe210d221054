import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { policyViolations, recordPolicyViolations } from './support/navigation';

test('a second shop on a port in use says so clearly', async ({ baseURL }) => {
  test.setTimeout(90_000);
  const port = new URL(baseURL!).port;
  const result = spawnSync(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: port, HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'beast-port-')) },
    encoding: 'utf8',
    timeout: 80_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(`Port ${port} is already in use`);
  expect(result.stderr).not.toMatch(/\n\s+at /);
});

test('the API docs show every route and try one out under a strict Content-Security-Policy', async ({ page }) => {
  await recordPolicyViolations(page);
  const response = await page.goto('/api/docs');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-');
  await expect(page.getByRole('heading', { name: /shop API/ })).toBeVisible();
  // Every area of the API is listed, folded; the health check is in "operations" (not /api/health/ready below it).
  const document = (await (await page.request.get('/api/docs/json')).json()) as {
    paths: Record<string, Record<string, { tags?: string[] }>>;
  };
  const areas = new Set(Object.values(document.paths).flatMap((path) => Object.values(path).flatMap((op) => op.tags)));
  await expect(page.locator('.opblock-tag')).toHaveCount(areas.size);
  await page.locator('.opblock-tag[data-tag="operations"]').click();
  await page.locator('.opblock-summary-path[data-path="/api/health"]').click();
  await page.getByRole('button', { name: 'Try it out' }).click();
  await page.getByRole('button', { name: 'Execute' }).click();
  await expect(page.locator('.live-responses-table .response-col_status').last()).toHaveText('200');
  expect(await policyViolations(page)).toEqual([]);
});

test('health reports the database', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toEqual({ status: 'ok', database: 'pglite' });
});

/** Resolves when the port answers /api/health, or fails after the timeout. */
async function waitForHealth(port: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`nothing answered on port ${port}`);
}

/** A port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

test('npm start speaks plainly and stops when npm is told to', async () => {
  test.setTimeout(180_000);
  const port = await freePort();
  const shop = spawn('npm', ['start'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'beast-npm-')) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  shop.stdout.on('data', (chunk) => (output += chunk));
  shop.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => shop.on('exit', (code) => resolve(code)));
  await waitForHealth(port, 120_000);
  // Requests in demo mode leave no log line.
  await fetch(`http://127.0.0.1:${port}/en`);
  await fetch(`http://127.0.0.1:${port}/api/products/999999`);

  shop.kill('SIGTERM'); // npm itself, as a process manager or a closed terminal would
  await exited;
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${port}/api/health`).then(
          () => 'up',
          () => 'down',
        ),
      {
        timeout: 15_000,
      },
    )
    .toBe('down');

  const lines = output.split('\n').filter((line) => line.startsWith('[shop]'));
  expect(lines.join('\n')).toContain('The shop is open at');
  expect(lines.join('\n')).toContain('Demo customer:');
  expect(output).not.toMatch(/^\{"level"/m); // no JSON log lines in demo mode
  expect(output).not.toMatch(/deprecat|Future Flag Warning|EBADENGINE/i);
});
