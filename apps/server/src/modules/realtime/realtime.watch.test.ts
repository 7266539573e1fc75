import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { realtimeKit, sleep } from './realtime.kit';

const { app, app2, db, brandId, tick, now, connect, track } = await realtimeKit();

describe('the watch job', () => {
  it('announces a maintenance window starting and ending, and a published announcement, once', async () => {
    const guest = await track(connect('one', null));
    await app.realtime.watch.run(); // places the mark
    const start = new Date(now().getTime() + 10_000);
    const end = new Date(now().getTime() + 70_000);
    await db.execute(sql`insert into maintenance_windows (brand_id, start_time, end_time, message)
      values (${brandId}, ${start}, ${end}, 'upgrade')`);
    await db.execute(sql`insert into announcements (brand_id, type, title, content, published_at)
      values (${brandId}, 'PL', '{"en":"t"}', '{"en":"c"}', ${start}) `);
    tick(60_000);
    await app.realtime.watch.run();
    await expect(guest.next('maintenance')).resolves.toEqual({
      type: 'maintenance',
      phase: 'started',
      status: 1,
      maintenance: { startTime: start.toISOString(), endTime: end.toISOString(), message: 'upgrade' },
    });
    await expect.poll(() => guest.of('announcement').length).toBe(1);
    await app2.realtime.watch.run();
    tick(60_000);
    await app2.realtime.watch.run();
    await expect(guest.next('maintenance')).resolves.toMatchObject({ phase: 'ended', status: 0 });
    await sleep(200);
    expect(guest.of('maintenance')).toHaveLength(2);
    expect(guest.of('announcement')).toHaveLength(1);
  });
});
