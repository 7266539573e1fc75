import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Command, Result } from './clients';

export type VendorProcess = {
  run: (command: Command) => Promise<Result>;
  /** CPU the vendor process has used so far, in ms (Linux clock ticks of 10 ms). */
  cpuMs: () => number;
  stop: () => void;
};

/** Forks clients.ts (through tsx, as the bench itself runs) and talks to it one command at a time. */
export function startVendorProcess(): VendorProcess {
  const child: ChildProcess = fork(new URL('./clients.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return {
    run: (command) =>
      new Promise((resolve, reject) => {
        const onExit = (code: number | null) => reject(new Error(`the vendor process exited (${code})`));
        child.once('exit', onExit);
        child.once('message', (m: Result | { failed: string }) => {
          child.off('exit', onExit);
          if ('failed' in m) reject(new Error(`vendor process: ${m.failed}`));
          else resolve(m);
        });
        child.send(command);
      }),
    cpuMs: () => {
      try {
        const f = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
        return (Number(f[11]) + Number(f[12])) * 10;
      } catch {
        return Number.NaN;
      }
    },
    stop: () => {
      child.kill();
    },
  };
}
