import type { Config } from '@react-router/dev/config';

// The production server (apps/api, plugins/storefront.ts) mounts build/server/index.js and serves build/client.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // React Router 8's behaviours, each decided (8 itself needs Node 22, and Node 20 must keep working).
  future: {
    // Taken: the build uses Vite's environment API (no second vite-node compiler, no deprecated options),
    // route modules split their client-only parts, and data URLs keep the page's trailing slash.
    v8_viteEnvironmentApi: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    // Not yet: middleware changes the loaders' `context` from the load context every loader reads
    // (`shopContext(context)`) to a context provider, and pass-through requests give loaders the raw
    // `.data` URL, from which pages derive their canonical and language. Both move with React Router 8.
    v8_middleware: false,
    v8_passThroughRequests: false,
  },
} satisfies Config;
