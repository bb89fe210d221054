import { resolve } from 'node:path';
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
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: z.string().optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  mode: 'demo' | 'production';
  brandName: string;
  /** Origin used in canonical links and the sitemap when the shop sits behind a proxy. */
  publicUrl: string | undefined;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  redisUrl: string | undefined;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Readonly<Config> {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    mode: e.SHOP_MODE,
    brandName: e.BRAND_NAME,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    redisUrl: e.REDIS_URL || undefined,
  });
}
