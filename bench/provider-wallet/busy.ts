import { readFileSync } from 'node:fs';
import { type EventLoopUtilization, performance } from 'node:perf_hooks';

/** The machine's CPU ticks (/proc/stat's first line): idle (idle + iowait) and all. */
function ticks(): { idle: number; total: number } {
  const f = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  return { idle: (f[3] ?? 0) + (f[4] ?? 0), total: f.reduce((a, b) => a + b, 0) };
}

/**
 * How busy the machine and this process's event loop were over the slices of one side: what says
 * whether a side was held by the CPU (little idle) or by waiting (idle left while the clients
 * waited), and whether the app's single event loop was the queue.
 */
export function busyMeter() {
  let idle = 0;
  let total = 0;
  let loop: EventLoopUtilization | undefined;
  return {
    /** Measures one slice: call before it, and call what it answers after it. */
    start() {
      const t0 = ticks();
      const e0 = performance.eventLoopUtilization();
      return () => {
        const t1 = ticks();
        idle += t1.idle - t0.idle;
        total += t1.total - t0.total;
        const e = performance.eventLoopUtilization(e0);
        loop = loop
          ? { idle: loop.idle + e.idle, active: loop.active + e.active, utilization: 0 }
          : { ...e, utilization: 0 };
      };
    },
    /** Shares in % over every slice measured: the machine's idle CPU, this event loop's busy time. */
    result: () => ({
      idlePct: total > 0 ? (100 * idle) / total : 0,
      loopPct: loop && loop.idle + loop.active > 0 ? (100 * loop.active) / (loop.idle + loop.active) : 0,
    }),
  };
}
