import { defineConfig } from 'drizzle-kit';

// Each feature owns its slice of the schema (src/features/<name>/schema.ts); the core its own.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/core/db/*-schema.ts', './src/features/*/schema.ts'],
  out: './drizzle',
});
