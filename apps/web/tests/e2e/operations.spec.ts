import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

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

test('health reports the database', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toEqual({ status: 'ok', database: 'pglite' });
});
