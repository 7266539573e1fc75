import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/tx';
import { uploads } from './uploads.tables';

export function uploadsStore() {
  return {
    insert: (exec: Executor, rows: (typeof uploads.$inferInsert)[]) =>
      exec.insert(uploads).values(rows).returning({ id: uploads.id }),
    async byId(exec: Executor, brandId: number, id: string) {
      const rows = await exec
        .select()
        .from(uploads)
        .where(and(eq(uploads.id, id), eq(uploads.brandId, brandId)))
        .limit(1);
      return rows[0];
    },
  };
}
export type UploadsStore = ReturnType<typeof uploadsStore>;
