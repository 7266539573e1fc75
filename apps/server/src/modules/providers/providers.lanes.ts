import { availableParallelism } from 'node:os';
import { withRetry } from '../../platform/db/tx';
import type { ProvidersStore, WalletAnswer, WalletCall } from './providers.store';

/**
 * How many wallet statements one app process keeps in the database at once (its lanes): the
 * cores, at least 4. Fewer lanes make bigger groups (fewer commits) at full load but make calls
 * queue at moderate load: on the 2-core bench machine 2 lanes gave 0.32x-0.34x TPC-B at full load
 * and a p99 of 48-268 ms at half of it, 4 lanes 0.25x-0.32x and mostly 16-30 ms (bench/README.md).
 */
export const defaultWalletLanes = (cores = availableParallelism()) => Math.max(4, cores);
/** The most calls one statement carries; more wait for the next. */
const WALLET_GROUP_MAX = 64;

/** Statements sent, calls they carried, and groups that failed and were answered call by call. */
export type WalletStats = { groups: number; calls: number; fallbacks: number };

type Waiting = { call: WalletCall; resolve: (a: WalletAnswer) => void; reject: (e: unknown) => void };

/**
 * Group commit for provider wallet calls. While fewer than `lanes` statements are in the
 * database, a call goes at once; the calls that arrive while all lanes are busy wait and go
 * together, when a lane frees, as one provider_calls() statement: one round trip and one commit
 * (one WAL flush) for the group. Nothing waits on a timer, so a quiet process adds no latency;
 * under load the groups grow by themselves.
 * A member's calls keep their arrival order: a call waits while an earlier call of its member is
 * in the database, and goes in a group after that member's earlier queued calls. Concurrent groups
 * cannot deadlock (drizzle/0039: each locks its house shards first in id order), nor a group and a
 * call alone of this process (that call's member is in no group meanwhile). A group that fails
 * as a whole (an error in one of its calls) is answered call by call, each in its own transaction,
 * so one bad call never decides another's answer.
 */
export function walletLanes(
  store: Pick<ProvidersStore, 'call' | 'callGroup'>,
  lanes = defaultWalletLanes(),
  onFallback?: (error: unknown, calls: number) => void,
) {
  if (!Number.isInteger(lanes) || lanes < 1 || lanes > 64) throw new Error('wallet lanes must be 1 to 64');
  const stats: WalletStats = { groups: 0, calls: 0, fallbacks: 0 };
  const queue: Waiting[] = [];
  /** Members with a call in the database, and how many. */
  const busy = new Map<number, number>();
  let inFlight = 0;

  const alone = async (w: Waiting) => {
    try {
      w.resolve(await withRetry(() => store.call(w.call)));
    } catch (error) {
      w.reject(error);
    }
  };

  async function send(group: Waiting[]) {
    stats.groups++;
    stats.calls += group.length;
    // A call alone takes the single-call function: a group of one would pay the group's shard lock
    // statement and its arrays for nothing.
    if (group.length === 1) return alone(group[0] as Waiting);
    let answers: WalletAnswer[] | undefined;
    try {
      answers = await store.callGroup(group.map((w) => w.call));
    } catch (error) {
      stats.fallbacks++;
      onFallback?.(error, group.length);
    }
    if (answers) {
      for (const [i, w] of group.entries()) w.resolve(answers[i] as WalletAnswer);
      return;
    }
    // In order, one at a time: the calls of a member must not overtake each other.
    for (const w of group) await alone(w);
  }

  /** The queued calls whose member has nothing in the database, in order, ordered by member. */
  function takeGroup(): Waiting[] {
    const group: Waiting[] = [];
    for (let i = 0; i < queue.length && group.length < WALLET_GROUP_MAX; ) {
      const w = queue[i] as Waiting;
      if (busy.has(w.call.member)) i++;
      else group.push(...queue.splice(i, 1));
    }
    // By member id (stable: a member's own calls keep their order), the order in which every
    // multi-member transfer locks members.
    return group.sort((a, b) => (a.call.member || 0) - (b.call.member || 0));
  }

  function pump() {
    while (inFlight < lanes && queue.length > 0) {
      const group = takeGroup();
      if (group.length === 0) return;
      inFlight++;
      for (const w of group) busy.set(w.call.member, (busy.get(w.call.member) ?? 0) + 1);
      void send(group).finally(() => {
        inFlight--;
        for (const w of group) {
          const n = (busy.get(w.call.member) ?? 1) - 1;
          if (n > 0) busy.set(w.call.member, n);
          else busy.delete(w.call.member);
        }
        pump();
      });
    }
  }

  return {
    stats: (): WalletStats => ({ ...stats }),
    call(c: WalletCall): Promise<WalletAnswer> {
      return new Promise<WalletAnswer>((resolve, reject) => {
        queue.push({ call: c, resolve, reject });
        pump();
      });
    },
  };
}
