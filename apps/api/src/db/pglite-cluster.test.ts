import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultClusterCache } from './pglite-cluster';

const MAKER = fileURLToPath(new URL('../../../../scripts/pglite-cluster.mjs', import.meta.url));

describe('the empty embedded database made at install', () => {
  it('is kept where the shop looks for it, so a first start unpacks it instead of running initdb', () => {
    // Any test that needs it meanwhile makes its own (emptyCluster), and the file is renamed into place whole.
    rmSync(defaultClusterCache(), { force: true });
    const install = spawnSync(process.execPath, ['--liftoff-only', MAKER, '--install'], { encoding: 'utf8' });
    expect(install.stderr).toBe('');
    expect(install.status).toBe(0);
    expect(existsSync(defaultClusterCache())).toBe(true);
  });
});
