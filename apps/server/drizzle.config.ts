import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The sandbox payment provider and the demo studio keep their own tables beside the platform's.
  schema: ['./src/modules/*/*.tables.ts', './src/sandbox/*.tables.ts', './src/studio/*.tables.ts'],
  out: './drizzle',
});
