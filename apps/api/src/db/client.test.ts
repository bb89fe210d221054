import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DatabaseInUseError, openPglite } from './client';

describe('openPglite on a directory', () => {
  it('refuses a second opening while the first holds it, and opens again once it is closed', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'beast-lock-')), 'pglite');
    const first = await openPglite({ dataDir });
    await expect(openPglite({ dataDir })).rejects.toThrow(DatabaseInUseError);
    await expect(openPglite({ dataDir })).rejects.toThrow(/in use by process \d+.*stop the shop first/);
    await first.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    const again = await openPglite({ dataDir });
    await again.close();
  }, 60_000);

  it('takes over the lock of a process that no longer runs', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'beast-lock-')), 'pglite');
    writeFileSync(`${dataDir}.lock`, '2147483646');
    const database = await openPglite({ dataDir });
    await database.ping();
    await database.close();
  }, 60_000);
});
