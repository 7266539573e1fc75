import { availableParallelism } from 'node:os';
import { withRetry } from '../../platform/db/tx';
import type { ProvidersStore, WalletAnswer, WalletCall } from './providers.store';

/**
 * How many wallet statements one app process keeps in the database at once (its lanes): the
 * cores, at least 2. A lane is busy only while its statement runs, not through the WAL flush
 * (below), so one per core keeps the database busy; fewer make bigger groups. On the 2-core bench
 * machine, interleaved on 2026-11-27 (bench/README.md): 2 lanes 0.21x-0.23x TPC-B, the 4 lanes
 * that waited for each flush 0.19x-0.20x; 1 lane 0.23x-0.24x, but one call waiting on a row lock
 * would hold up every wallet call of the process.
 */
export const defaultWalletLanes = (cores = availableParallelism()) => Math.max(2, cores);
/** The most calls one statement carries; more wait for the next. */
const WALLET_GROUP_MAX = 64;

/**
 * Statements sent, calls they carried, groups that failed and were answered call by call, flushes,
 * and the milliseconds the flushes took from sending to answer (what a held answer waits for).
 */
export type WalletStats = { groups: number; calls: number; fallbacks: number; flushes: number; flushMs: number };

type Waiting = { call: WalletCall; resolve: (a: WalletAnswer) => void; reject: (e: unknown) => void };

/**
 * Group commit for provider wallet calls. The calls that arrive in one turn of the event loop go
 * together, at the end of that turn (setImmediate), as one provider_calls() statement: one round
 * trip and one commit for the group. While every lane is busy they wait and go together when a
 * lane frees. Nothing waits on a timer, so a quiet process adds no latency; under load the groups
 * grow by themselves. Gathering by turn rather than sending each call the moment it arrives
 * (interleaved A/B on the 2-core bench machine, 2026-11-27 night, bench/README.md): 2.2 calls per
 * statement instead of 1.6, app CPU per round -7 %, database CPU per round -5 %, rounds/s +2 %.
 * Durability: the store's wallet connections may commit without waiting for the WAL flush
 * (unflushedPool), so a lane is free again as soon as its statement returns. No answer leaves
 * before its commit is on disk, though: answers wait for `store.flush()`, a WAL record written and
 * flushed after their statement returned, so the flush covers them. One flush runs at a time and
 * serves every statement that returned before it started; those that return meanwhile wait for
 * the next. On the 2-core bench machine, interleaved (bench/README.md): database CPU per round
 * 1,060-1,190 µs against 1,300-1,430 when each statement waited for its own flush, about 2.4
 * calls per flush, and 0.22x TPC-B against 0.19x-0.20x.
 * A member's calls keep their arrival order: a call waits while an earlier call of its member is
 * in the database, and goes in a group after that member's earlier queued calls. Concurrent groups
 * cannot deadlock (drizzle/0039: each locks its house shards first in id order), nor a group and a
 * call alone of this process (that call's member is in no group meanwhile). A group that fails
 * as a whole (an error in one of its calls) is answered call by call, each in its own transaction,
 * so one bad call never decides another's answer.
 */
export function walletLanes(
  store: Pick<ProvidersStore, 'call' | 'callGroup' | 'flush'>,
  lanes = defaultWalletLanes(),
  onFallback?: (error: unknown, calls: number) => void,
) {
  if (!Number.isInteger(lanes) || lanes < 1 || lanes > 64) throw new Error('wallet lanes must be 1 to 64');
  const stats: WalletStats = { groups: 0, calls: 0, fallbacks: 0, flushes: 0, flushMs: 0 };
  const queue: Waiting[] = [];
  /** Members with a call in the database, and how many. */
  const busy = new Map<number, number>();
  let inFlight = 0;
  /** Whether a pump is due at the end of this turn of the event loop. */
  let pumpDue = false;
  const pumpAtEndOfTurn = () => {
    if (pumpDue) return;
    pumpDue = true;
    setImmediate(() => {
      pumpDue = false;
      pump();
    });
  };

  /** A statement's answers, held until a flush covers them: settles each waiting call. */
  type Outcome = { w: Waiting; answer: WalletAnswer } | { w: Waiting; error: unknown };

  /** Answers waiting for the next flush, and whether one is under way. */
  let held: Outcome[] = [];
  let flushing = false;
  function flush() {
    if (flushing || held.length === 0) return;
    const batch = held;
    held = [];
    flushing = true;
    stats.flushes++;
    const started = performance.now();
    store
      .flush()
      .then(
        () => {
          for (const o of batch)
            if ('answer' in o) o.w.resolve(o.answer);
            else o.w.reject(o.error);
        },
        // Not known to be on disk: the vendor gets an error and sends the call again (a replay).
        (error: unknown) => {
          for (const o of batch) o.w.reject('answer' in o ? error : o.error);
        },
      )
      .finally(() => {
        stats.flushMs += performance.now() - started;
        flushing = false;
        flush();
      });
  }
  /** Answers once a flush that starts after now has finished (one under way may predate them). */
  function answerAfterFlush(outcomes: Outcome[]) {
    held.push(...outcomes);
    flush();
  }

  const alone = async (w: Waiting): Promise<Outcome> => {
    try {
      return { w, answer: await withRetry(() => store.call(w.call)) };
    } catch (error) {
      return { w, error };
    }
  };

  async function send(group: Waiting[]): Promise<Outcome[]> {
    stats.groups++;
    stats.calls += group.length;
    // A call alone takes the single-call function: a group of one would pay the group's shard lock
    // statement and its arrays for nothing.
    if (group.length === 1) return [await alone(group[0] as Waiting)];
    let answers: WalletAnswer[] | undefined;
    try {
      answers = await store.callGroup(group.map((w) => w.call));
    } catch (error) {
      stats.fallbacks++;
      onFallback?.(error, group.length);
    }
    if (answers) return group.map((w, i) => ({ w, answer: answers[i] as WalletAnswer }));
    // In order, one at a time: the calls of a member must not overtake each other.
    const outcomes: Outcome[] = [];
    for (const w of group) outcomes.push(await alone(w));
    return outcomes;
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
      void send(group).then((outcomes) => {
        // The lane is free once the statement returned; its answers wait for the flush.
        inFlight--;
        for (const w of group) {
          const n = (busy.get(w.call.member) ?? 1) - 1;
          if (n > 0) busy.set(w.call.member, n);
          else busy.delete(w.call.member);
        }
        answerAfterFlush(outcomes);
        pump();
      });
    }
  }

  return {
    stats: (): WalletStats => ({ ...stats }),
    call(c: WalletCall): Promise<WalletAnswer> {
      return new Promise<WalletAnswer>((resolve, reject) => {
        queue.push({ call: c, resolve, reject });
        pumpAtEndOfTurn();
      });
    },
  };
}
