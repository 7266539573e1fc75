import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The sandbox payment provider keeps its own table beside the platform's.
  schema: ['./src/modules/*/*.tables.ts', './src/sandbox/*.tables.ts'],
  out: './drizzle',
});
