import { fork } from 'node:child_process';
import { processCpuMs } from './cpu';

/** A forked helper process (the benches' clients) driven one command at a time. */
export type Forked<Command, Result> = {
  run: (command: Command) => Promise<Result>;
  /** CPU the process has used so far, in ms. */
  cpuMs: () => number;
  stop: () => void;
};

/**
 * Forks `module` through tsx (as the benches themselves run), so load is generated outside the
 * measured app's event loop, as real clients would. The module answers each command with one
 * message: its result, or `{ failed }`.
 */
export function forkCommands<Command, Result extends object>(module: URL, label: string): Forked<Command, Result> {
  const child = fork(module, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return {
    run: (command) =>
      new Promise((resolve, reject) => {
        const onExit = (code: number | null) => reject(new Error(`the ${label} process exited (${code})`));
        child.once('exit', onExit);
        child.once('message', (m: Result | { failed: string }) => {
          child.off('exit', onExit);
          if ('failed' in m) reject(new Error(`${label} process: ${m.failed}`));
          else resolve(m);
        });
        child.send(command as object);
      }),
    cpuMs: () => processCpuMs(child.pid),
    stop: () => {
      child.kill();
    },
  };
}
