import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the TypeScript schema and applied at start, on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './src/db/migrations',
  casing: 'snake_case',
});
