import { config, z } from 'zod';

/**
 * zod, as every schema of the shop imports it. zod compiles fast parsers with `new Function` when it
 * may, deciding when each object schema is built; the pages' Content-Security-Policy forbids eval, so in
 * the browser that probe is reported as a CSP violation. Importing zod through this module turns it off
 * before any schema is built, in the browser only: the API keeps its compiled parsers. (`config`, not
 * `z.config`: the storefront's build treats calls on `z` as pure and would drop it.)
 */
if (typeof document !== 'undefined') config({ jitless: true });

export { z };
