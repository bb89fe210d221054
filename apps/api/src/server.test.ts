import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const server = fileURLToPath(new URL('./server.ts', import.meta.url));

/** Starts the real server process with some settings and returns how it ended. */
function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', server], {
    env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: result.status, stderr: result.stderr };
}

describe('starting the server', () => {
  it('says plainly that PostgreSQL cannot be reached, without a stack trace', () => {
    const { status, stderr } = start({ DATABASE_URL: 'postgres://shop:secret@127.0.0.1:1/shop' });
    expect(status).toBe(1);
    expect(stderr).toContain('Cannot reach PostgreSQL at postgres://shop:***@127.0.0.1:1/shop');
    expect(stderr).not.toContain('secret');
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('names the setting that is wrong', () => {
    const { status, stderr } = start({ PORT: 'eighty', DATABASE_URL: 'mysql://nope' });
    expect(status).toBe(1);
    expect(stderr).toContain('PORT');
    expect(stderr).toContain('DATABASE_URL must start with postgres://');
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
