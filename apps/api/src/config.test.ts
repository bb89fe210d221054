import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withJwtSecret } from './boot';
import { ConfigError, loadConfig } from './config';

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_live_51AbCdEf',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_51AbCdEf',
  STRIPE_WEBHOOK_SECRET: 'whsec_AbCdEf123',
};

const PRODUCTION = {
  SHOP_MODE: 'production',
  JWT_SECRET: 'p'.repeat(40),
  SMTP_URL: 'smtp://user:pass@mail.example.ch:587',
  PUBLIC_URL: 'https://shop.example.ch',
  ...STRIPE,
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

describe('settings of the payments feature', () => {
  it('has no Stripe account unless all three settings are given', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(loadConfig(STRIPE).stripe).toEqual({
      secretKey: STRIPE.STRIPE_SECRET_KEY,
      publishableKey: STRIPE.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: STRIPE.STRIPE_WEBHOOK_SECRET,
    });
  });

  it.each(['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const)(
    'refuses a partial Stripe account without %s, naming it, in any mode',
    (name) => {
      const { [name]: _missing, ...partial } = STRIPE;
      expect(() => loadConfig(partial)).toThrow(ConfigError);
      expect(() => loadConfig(partial)).toThrow(
        `${name}: required with the other Stripe settings (set all three or none)`,
      );
      const { [name]: _alsoMissing, ...production } = PRODUCTION;
      expect(() => loadConfig(production)).toThrow(name);
    },
  );

  it('refuses production without Stripe, saying the test provider is for demo mode only', () => {
    const {
      STRIPE_SECRET_KEY: _s,
      STRIPE_PUBLISHABLE_KEY: _p,
      STRIPE_WEBHOOK_SECRET: _w,
      ...withoutStripe
    } = PRODUCTION;
    let message = '';
    try {
      loadConfig(withoutStripe);
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of Object.keys(STRIPE)) {
      expect(message).toContain(
        `${name}: required in production (the built-in test payment provider is for demo mode only)`,
      );
    }
  });

  it('refuses keys of the wrong kind (a swapped secret and publishable key), without echoing them', () => {
    const swapped = {
      ...STRIPE,
      STRIPE_SECRET_KEY: STRIPE.STRIPE_PUBLISHABLE_KEY,
      STRIPE_PUBLISHABLE_KEY: STRIPE.STRIPE_SECRET_KEY,
    };
    expect(() => loadConfig(swapped)).toThrow('STRIPE_SECRET_KEY must be a Stripe secret key');
    expect(() => loadConfig(swapped)).toThrow('STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key');
    expect(() => loadConfig(swapped)).not.toThrow(STRIPE.STRIPE_SECRET_KEY);
    expect(() => loadConfig({ ...STRIPE, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow('STRIPE_WEBHOOK_SECRET must be');
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

describe('settings of the metrics', () => {
  it('are off by default', () => {
    expect(loadConfig({}).metrics).toBeUndefined();
  });

  it('read their own port and the token of /metrics on the shop port', () => {
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, token: undefined });
    const token = 't'.repeat(32);
    expect(loadConfig({ METRICS_TOKEN: token }).metrics).toEqual({ port: undefined, token });
  });

  it('refuse a short token and the shop port itself', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN must be at least 32 characters');
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow('METRICS_PORT: must differ from PORT');
  });
});

describe('PUBLIC_URL', () => {
  it('is the origin of every absolute URL: PUBLIC_URL, else in demo mode the configured address', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.ch/' }).publicUrl).toBe('https://shop.example.ch');
    expect(loadConfig({ PORT: '3101' }).publicUrl).toBe('http://localhost:3101');
    expect(loadConfig({ PORT: '3101', HOST: '127.0.0.1' }).publicUrl).toBe('http://127.0.0.1:3101');
    expect(loadConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:3000');
  });

  it('refuses anything but an http(s) origin', () => {
    for (const url of ['https://shop.example.ch/shop', 'ftp://shop.example.ch', 'https://shop.example.ch/?a=1']) {
      expect(() => loadConfig({ PUBLIC_URL: url }), url).toThrow("PUBLIC_URL must be the shop's origin");
    }
  });
});

describe('settings of the third-party tags', () => {
  it('configure none by default (demo mode loads no third party)', () => {
    expect(loadConfig({}).thirdPartyTags).toEqual({});
  });

  it('read the tag manager container, the session recording and the live chat', () => {
    const tags = loadConfig({
      TAG_MANAGER_ID: 'GTM-AB12CD',
      SESSION_RECORDING_URL: 'https://rec.example.com/record.js',
      LIVE_CHAT_URL: 'https://chat.example.net/widget.js?channel={channel}',
    }).thirdPartyTags;
    expect(tags).toEqual({
      tagManagerId: 'GTM-AB12CD',
      sessionRecordingUrl: 'https://rec.example.com/record.js',
      liveChatUrl: 'https://chat.example.net/widget.js?channel={channel}',
    });
  });

  it('refuse a script in the clear, a container of another kind and a live chat without its channel', () => {
    expect(() => loadConfig({ SESSION_RECORDING_URL: 'http://rec.example.com/record.js' })).toThrow(
      'SESSION_RECORDING_URL must be the https address of the script',
    );
    expect(() => loadConfig({ TAG_MANAGER_ID: 'UA-1234-1' })).toThrow('TAG_MANAGER_ID must be');
    expect(() => loadConfig({ LIVE_CHAT_URL: 'https://chat.example.net/widget.js' })).toThrow(
      'LIVE_CHAT_URL must hold {channel}',
    );
  });
});
