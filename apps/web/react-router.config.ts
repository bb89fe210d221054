import type { Config } from '@react-router/dev/config';

// The production server (apps/api, plugins/storefront.ts) mounts build/server/index.js and serves build/client.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
