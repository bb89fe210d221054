import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withJwtSecret } from './boot';
import { ConfigError, loadConfig } from './config';

const PRODUCTION = {
  SHOP_MODE: 'production',
  JWT_SECRET: 'p'.repeat(40),
  SMTP_URL: 'smtp://user:pass@mail.example.ch:587',
  PUBLIC_URL: 'https://shop.example.ch',
};

describe('settings of the accounts feature', () => {
  it.each(['JWT_SECRET', 'SMTP_URL', 'PUBLIC_URL'] as const)('refuses production without %s, naming it', (name) => {
    const { [name]: _missing, ...env } = PRODUCTION;
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('accepts production with its own secret, SMTP and address', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.mailFrom).toBe('Beast <no-reply@shop.example.ch>');
    expect(config.smtpUrl).toBe(PRODUCTION.SMTP_URL);
  });

  it('refuses a short JWT_SECRET and a SMTP_URL of another scheme', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow('JWT_SECRET must be at least 32 characters');
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow('SMTP_URL must start with smtp://');
  });

  it('reads the rate limits', () => {
    const config = loadConfig({ AUTH_RATE_LIMIT_PER_IP: '7', AUTH_RATE_LIMIT_WINDOW_SECONDS: '30' });
    expect(config.rateLimit).toEqual({ windowMs: 30_000, perIp: 7, perAccount: 10 });
  });
});

describe('the demo secret', () => {
  it('is generated once into DATA_DIR/secret.key (mode 0600) and kept across restarts', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'beast-secret-'));
    const first = withJwtSecret(loadConfig({ DATA_DIR: dataDir }));
    const second = withJwtSecret(loadConfig({ DATA_DIR: dataDir }));
    expect(first.jwtSecret?.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    const file = join(dataDir, 'secret.key');
    expect(readFileSync(file, 'utf8')).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('is never generated when JWT_SECRET is set', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'beast-secret-'));
    expect(withJwtSecret(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 's'.repeat(32) })).jwtSecret).toBe('s'.repeat(32));
    expect(() => statSync(join(dataDir, 'secret.key'))).toThrow();
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told, so clients cannot forge their address for the rate limits', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toBe('10.0.0.1, 10.0.0.2');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});
