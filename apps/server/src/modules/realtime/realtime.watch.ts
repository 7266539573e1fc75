import type { PeriodicJob } from '../../platform/jobs/background';
import type { RealtimeService } from './realtime.service';
import type { RealtimeStore } from './realtime.store';

/**
 * Every minute (pg-boss): maintenance windows that started or ended and announcements whose
 * publication time came since the last run are announced to their brand's sockets (guests too).
 * The mark moves in the same transaction that reads, so each is announced once whichever node runs it.
 */
export function realtimeWatch(deps: { store: RealtimeStore; realtime: RealtimeService; clock: () => Date }) {
  async function run() {
    const found = await deps.store.watch(deps.clock());
    for (const w of found.started)
      await deps.realtime.publish(
        {
          type: 'maintenance',
          phase: 'started',
          status: 1,
          maintenance: { startTime: w.startTime.toISOString(), endTime: w.endTime.toISOString(), message: w.message },
        },
        { brand: w.brandId },
      );
    for (const brandId of found.ended)
      await deps.realtime.publish(
        { type: 'maintenance', phase: 'ended', status: 0, maintenance: null },
        { brand: brandId },
      );
    for (const brandId of found.catalogue)
      await deps.realtime.publish({ type: 'config', parts: ['catalogue'] }, { brand: brandId });
    for (const a of found.announcements)
      await deps.realtime.publish({ type: 'announcement', id: a.id }, { brand: a.brandId });
    return {
      started: found.started.length,
      ended: found.ended.length,
      announcements: found.announcements.length,
      catalogue: found.catalogue.length,
    };
  }
  const job: PeriodicJob = { name: 'realtime-watch', cron: '* * * * *', run, pollingIntervalSeconds: 5 };
  return { job, run };
}
