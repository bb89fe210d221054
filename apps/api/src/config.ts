import { resolve } from 'node:path';
import type { ThirdPartyTagSettings } from '@beast/domain/consent/third-party-tags';
import { z } from 'zod';

/**
 * The environment, parsed once at boot and frozen. Every setting the README documents lives here.
 * No secret has a default: settings that need one are added with the feature that needs it.
 */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  SHOP_MODE: z.enum(['demo', 'production']).default('demo'),
  BRAND_NAME: z.string().min(1).default('Beast'),
  PUBLIC_URL: z
    .url()
    .refine(
      (url) => /^https?:\/\/[^/?#]+\/?$/.test(url),
      "PUBLIC_URL must be the shop's origin, e.g. https://shop.example.ch",
    )
    .optional(),
  // Default: warn in demo mode (a newcomer's terminal shows the start and what goes wrong), info in production.
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  REDIS_URL: z.string().optional(),
  // Off by default: only behind a known proxy may X-Forwarded-For name the client (rate limits per IP).
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|[\d.:a-fA-F/, ]+)$/, "TRUST_PROXY must be true, false or the proxies' addresses")
    .default('false'),
  // Accounts (spec §4): signing keys, email delivery and rate limits.
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters long').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  // Requests from visitors (test rides, contacts, quotations …): where each new one is announced to the staff.
  SALES_EMAIL: z.email('SALES_EMAIL must be an email address').optional(),
  // Public forms: a form sent sooner than this after its page was rendered is a robot's (no captcha).
  PUBLIC_FORM_MIN_FILL_SECONDS: z.coerce.number().min(0).max(60).default(3),
  PUBLIC_FORM_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(100),
  AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  CODES_PER_HOUR: z.coerce.number().int().min(1).default(5),
  // Payments: Stripe, all three or none (without them demo mode uses the built-in test provider).
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_… or sk_test_…)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_live_… or pk_test_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, "STRIPE_WEBHOOK_SECRET must be the webhook endpoint's signing secret (whsec_…)")
    .optional(),
  // Third-party tags (spec §1): each loads only when set, and only after the visitor's consent to its category.
  TAG_MANAGER_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, 'TAG_MANAGER_ID must be a Google Tag Manager container id (GTM-…)')
    .optional(),
  SESSION_RECORDING_URL: httpsScript('SESSION_RECORDING_URL'),
  LIVE_CHAT_URL: httpsScript('LIVE_CHAT_URL').refine(
    (url) => url === undefined || url.includes('{channel}'),
    "LIVE_CHAT_URL must hold {channel}, where the language's live-chat channel goes",
  ),
  // Operations: Prometheus metrics, off unless one of these is set.
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_TOKEN: z.string().min(32, 'METRICS_TOKEN must be at least 32 characters long').optional(),
});

/** A third-party script's address: https only, so a page served over https never loads it in the clear. */
function httpsScript(name: string) {
  return z
    .string()
    .regex(/^https:\/\/[^/?#\s{}]+\/\S*$/, `${name} must be the https address of the script`)
    .optional();
}

const STRIPE_SETTINGS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  mode: 'demo' | 'production';
  brandName: string;
  /**
   * The shop's public origin (no trailing slash): every absolute URL the shop writes (canonical and hreflang
   * links, structured data, the sitemap, emails) starts with it, never with the request's Host header, which
   * a client chooses. PUBLIC_URL (required in production), else in demo mode http://localhost:PORT (HOST when
   * it names one address).
   */
  publicUrl: string;
  logLevel: NonNullable<z.infer<typeof EnvSchema>['LOG_LEVEL']>;
  redisUrl: string | undefined;
  /** Fastify's trustProxy: false, true, or the proxies' addresses (e.g. `10.0.0.0/8`). */
  trustProxy: boolean | string;
  /**
   * Signs access and reset tokens and keys the one-time-code hashes. Required in production; in demo mode
   * `prepareData` generates one into DATA_DIR/secret.key when it is not set.
   */
  jwtSecret: string | undefined;
  /** Real SMTP delivery (`smtp://user:pass@host:587`); without it, demo mode delivers to the dev mailbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where every new visitor request is announced (SALES_EMAIL); `sales@` the mail domain by default. */
  salesEmail: string;
  /**
   * Public forms (contact, test rides, quotations …): the least time between rendering a form and sending it,
   * and how many a client address or an email may send per hour.
   */
  publicForms: { minFillMs: number; perHour: number };
  /** Fixed-window limits of the sign-in, code, confirmation, registration and reset endpoints. */
  rateLimit: { windowMs: number; perIp: number; perAccount: number };
  /** One-time codes a user may be sent per purpose per hour. */
  codesPerHour: number;
  /**
   * The Stripe account, when set: payments go through Stripe. Without it demo mode uses the built-in test
   * provider; production refuses to start.
   */
  stripe: StripeKeys | undefined;
  /**
   * Prometheus metrics: on their own port (`port`), and at `/metrics` on the shop's port behind a bearer
   * `token` when one is set. Undefined (the default): nothing is measured.
   */
  metrics: { port: number | undefined; token: string | undefined } | undefined;
  /**
   * Third-party tags (tag manager, session recording, live chat): none unless set. Pages load one only after
   * the visitor consents to its category, and their Content-Security-Policy admits only the configured ones.
   */
  thirdPartyTags: Readonly<ThirdPartyTagSettings>;
}

export interface StripeKeys {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Readonly<Config> {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  requireAllOrNoStripeSettings(e);
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new ConfigError(
      'Invalid settings:\n  METRICS_PORT: must differ from PORT (use METRICS_TOKEN for /metrics on PORT)',
    );
  }
  if (e.SHOP_MODE === 'production') requireProductionSettings(e);
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    mode: e.SHOP_MODE,
    brandName: e.BRAND_NAME,
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : localOrigin(e.HOST, e.PORT),
    logLevel: e.LOG_LEVEL ?? (e.SHOP_MODE === 'demo' ? 'warn' : 'info'),
    redisUrl: e.REDIS_URL || undefined,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${e.BRAND_NAME} <no-reply@${mailDomain(e.PUBLIC_URL)}>`,
    salesEmail: e.SALES_EMAIL ?? `sales@${mailDomain(e.PUBLIC_URL)}`,
    publicForms: { minFillMs: e.PUBLIC_FORM_MIN_FILL_SECONDS * 1000, perHour: e.PUBLIC_FORM_RATE_LIMIT_PER_HOUR },
    rateLimit: {
      windowMs: e.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
      perIp: e.AUTH_RATE_LIMIT_PER_IP,
      perAccount: e.AUTH_RATE_LIMIT_PER_ACCOUNT,
    },
    codesPerHour: e.CODES_PER_HOUR,
    stripe: stripeKeys(e),
    metrics:
      e.METRICS_PORT || e.METRICS_TOKEN ? Object.freeze({ port: e.METRICS_PORT, token: e.METRICS_TOKEN }) : undefined,
    thirdPartyTags: Object.freeze({
      ...(e.TAG_MANAGER_ID && { tagManagerId: e.TAG_MANAGER_ID }),
      ...(e.SESSION_RECORDING_URL && { sessionRecordingUrl: e.SESSION_RECORDING_URL }),
      ...(e.LIVE_CHAT_URL && { liveChatUrl: e.LIVE_CHAT_URL }),
    }),
  });
}

function parseTrustProxy(value: string): boolean | string {
  return value === 'true' || value === 'false' ? value === 'true' : value;
}

/**
 * ARCHITECTURE (Modes): production refuses to start without its own secret, real SMTP and a real payment
 * provider (Stripe), and needs its public address for the links it emails (never the request's Host
 * header, which a client chooses).
 */
function requireProductionSettings(e: z.infer<typeof EnvSchema>) {
  const missing = [
    !e.JWT_SECRET && 'JWT_SECRET: required in production (at least 32 random characters)',
    !e.SMTP_URL && 'SMTP_URL: required in production (smtp://user:pass@host:587)',
    !e.PUBLIC_URL && 'PUBLIC_URL: required in production (the address in emailed links)',
    ...STRIPE_SETTINGS.filter((name) => !e[name]).map(
      (name) => `${name}: required in production (the built-in test payment provider is for demo mode only)`,
    ),
  ].filter((line): line is string => Boolean(line));
  if (missing.length > 0) {
    throw new ConfigError(`Invalid settings for SHOP_MODE=production:\n${missing.map((m) => `  ${m}`).join('\n')}`);
  }
}

/** Half a Stripe account would fail at the first payment or webhook: refuse it at boot instead. */
function requireAllOrNoStripeSettings(e: z.infer<typeof EnvSchema>) {
  const missing = STRIPE_SETTINGS.filter((name) => !e[name]);
  if (missing.length === 0 || missing.length === STRIPE_SETTINGS.length) return;
  const lines = missing.map((name) => `  ${name}: required with the other Stripe settings (set all three or none)`);
  throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
}

function stripeKeys(e: z.infer<typeof EnvSchema>): StripeKeys | undefined {
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_PUBLISHABLE_KEY || !e.STRIPE_WEBHOOK_SECRET) return undefined;
  return Object.freeze({
    secretKey: e.STRIPE_SECRET_KEY,
    publishableKey: e.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
  });
}

/** Demo mode's fixed origin: the address `npm start` prints (any interface is reached as localhost). */
function localOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

function mailDomain(publicUrl: string | undefined): string {
  return publicUrl ? new URL(publicUrl).hostname : 'localhost';
}
