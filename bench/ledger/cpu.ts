import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Linux reports process CPU in clock ticks; 100 per second on every common kernel configuration. */
const TICK_MS = 10;

type Stat = { ppid: number; own: number; sys: number; children: number };

function stat(pid: number | 'self'): Stat | undefined {
  try {
    // The command name may contain spaces; the fields after it are fixed.
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return {
      ppid: Number(f[1]),
      own: Number(f[11]) + Number(f[12]),
      sys: Number(f[12]),
      children: Number(f[13]) + Number(f[14]),
    };
  } catch {
    return undefined;
  }
}

/** CPU a process has used so far (user + system), in ms; NaN once it is gone. */
export const processCpuMs = (pid: number | undefined): number => {
  const s = pid === undefined ? undefined : stat(pid);
  return s ? s.own * TICK_MS : Number.NaN;
};

/**
 * CPU used so far, in ms: this process (and the kernel's part of it, system calls: sockets, wake-ups),
 * its reaped children (pgbench), and the PostgreSQL cluster.
 */
export type CpuSample = { selfMs: number; selfSysMs: number; childrenMs: number; serverMs: number | undefined };

/**
 * Where the time goes, per side: the bench process (the ledger service's client work), the pgbench
 * processes it ran, and every process of the cluster. Exited backends' time is counted through the
 * postmaster, which reaps them. Without a local cluster (DATABASE_URL elsewhere) serverMs is undefined.
 */
export function cpuSampler(dataDir: string | undefined): () => CpuSample {
  let postmaster: number | undefined;
  try {
    if (dataDir) postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    postmaster = undefined;
  }
  return () => {
    const me = stat('self');
    let serverMs: number | undefined;
    const pm = postmaster === undefined ? undefined : stat(postmaster);
    if (postmaster !== undefined && pm) {
      let ticks = pm.own + pm.children;
      for (const entry of readdirSync('/proc')) {
        if (!/^\d+$/.test(entry)) continue;
        const s = stat(Number(entry));
        if (s?.ppid === postmaster) ticks += s.own;
      }
      serverMs = ticks * TICK_MS;
    }
    return {
      selfMs: (me?.own ?? 0) * TICK_MS,
      selfSysMs: (me?.sys ?? 0) * TICK_MS,
      childrenMs: (me?.children ?? 0) * TICK_MS,
      serverMs,
    };
  };
}

export function cpuSpent(before: CpuSample, after: CpuSample): CpuSample {
  return {
    selfMs: after.selfMs - before.selfMs,
    selfSysMs: after.selfSysMs - before.selfSysMs,
    childrenMs: after.childrenMs - before.childrenMs,
    serverMs:
      before.serverMs === undefined || after.serverMs === undefined ? undefined : after.serverMs - before.serverMs,
  };
}
