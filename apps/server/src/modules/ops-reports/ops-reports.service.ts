import { PassThrough, type Readable } from 'node:stream';
import {
  type AgentsQuery,
  type Dashboard,
  type OpsPeriod,
  type PlayersQuery,
  type PnlQuery,
  type ReconcileStatus,
} from '@platform/contracts';
import type { Db } from '../../platform/db/client';
import { inTransaction } from '../../platform/db/tx';
import { AppError, fieldError } from '../../platform/http/app-error';
import { localDay, startOfDay } from '../../platform/time/zoned';
import type { AuditService } from '../audit/audit.service';
import { reconcile } from '../ledger/reconcile';
import { type CsvColumn, csvHeader, csvLine } from './ops-reports.csv';
import {
  AGENTS_CSV,
  agentRow,
  big,
  figures,
  gameFigures,
  num,
  PLAYERS_CSV,
  PNL_CSV,
  playerRow,
  pnlRow,
} from './ops-reports.rows';
import {
  AGENT_COLUMNS,
  type DayRow,
  type OpsReportsStore,
  PLAYER_COLUMNS,
  PNL_COLUMNS,
  type Span,
} from './ops-reports.store';

const DAY = 86_400_000;
/** A report covers at most this many brand days. */
export const MAX_REPORT_DAYS = 366;
/** A report asked without a range covers this many brand days, today the last. */
const DEFAULT_REPORT_DAYS = 7;
const PERIOD_DAYS: Record<OpsPeriod, number> = { today: 1, '7d': 7, '30d': 30 };
/** Rows fetched per cursor step of a CSV export. */
const EXPORT_CHUNK = 1_000;
/**
 * How long an export waits for a client that stopped reading (connected, window full) before it
 * gives up: the wait holds the cursor's pooled connection, and Node's HTTP server has no timeout
 * for a response nobody reads, so a few stalled downloads would hold the pool for good.
 */
export const EXPORT_STALL_MS = 60_000;

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** yyyy-MM-dd as midnight UTC, or null for a date that does not exist (2026-02-30). */
function dayOf(text: string): number | null {
  const t = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(t) || iso(t) !== text ? null : t;
}
export type CsvExport = { filename: string; stream: Readable };

/**
 * The back office's dashboard and reports, all on brand days (brands.timezone; platform/time is
 * the one time-zone model). Each figure's source is written beside its SQL in ops-reports.store.
 */
export function opsReportsService(deps: {
  db: Db;
  store: OpsReportsStore;
  audit: Pick<AuditService, 'record'>;
  clock: () => Date;
  /** EXPORT_STALL_MS unless a test shortens it. */
  exportStallMs?: number;
}) {
  const { store } = deps;
  const stallMs = deps.exportStallMs ?? EXPORT_STALL_MS;

  async function brandOf(brandId: number) {
    const b = await store.brand(brandId);
    if (!b) throw new AppError('NOT_FOUND');
    return b;
  }

  /** The span of brand days first..last (midnight UTC of each date). */
  const span = (brandId: number, tz: string, first: number, last: number): Span => ({
    brandId,
    tz,
    from: iso(first),
    to: iso(last),
    start: new Date(startOfDay(first, tz)).toISOString(),
    end: new Date(startOfDay(last + DAY, tz)).toISOString(),
  });

  /**
   * A report's range: both dates real, `to` not before `from`, at most MAX_REPORT_DAYS days. A date
   * left out defaults in the brand's zone: `to` its today, `from` six days before `to`.
   */
  async function reportSpan(brandId: number, q: { from?: string; to?: string }): Promise<Span> {
    const from = q.from === undefined ? undefined : dayOf(q.from);
    const to = q.to === undefined ? undefined : dayOf(q.to);
    if (from === null) throw fieldError('from', 'format');
    if (to === null) throw fieldError('to', 'format');
    const b = await brandOf(brandId);
    const last = to ?? localDay(deps.clock().getTime(), b.tz);
    const first = from ?? last - (DEFAULT_REPORT_DAYS - 1) * DAY;
    if (last < first || (last - first) / DAY >= MAX_REPORT_DAYS)
      throw fieldError('to', 'range', { max: MAX_REPORT_DAYS });
    return span(brandId, b.tz, first, last);
  }

  async function reconcileStatus(): Promise<ReconcileStatus> {
    const r = await store.latestRun();
    if (!r) return { status: 'never', checkedAt: null, ms: null, problems: 0, accounts: 0, transfers: 0, details: [] };
    return {
      status: r.problems === 0 ? 'ok' : 'problems',
      checkedAt: new Date(r.ran_at).toISOString(),
      ms: r.ms,
      problems: r.problems,
      accounts: r.accounts,
      transfers: num(r.transfers),
      details: r.details,
    };
  }

  async function dashboard(brandId: number, period: OpsPeriod): Promise<Dashboard> {
    const b = await brandOf(brandId);
    const today = localDay(deps.clock().getTime(), b.tz);
    const s = span(brandId, b.tz, today - (PERIOD_DAYS[period] - 1) * DAY, today);
    const [days, active, byVendor, byCategory, rec] = await Promise.all([
      store.days(s),
      store.activePlayers(s),
      store.games(s, 'vendor'),
      store.games(s, 'category'),
      reconcileStatus(),
    ]);
    const sum = (k: keyof DayRow) => days.reduce((a, d) => a + big(d[k]), 0n).toString();
    const total = {
      deposits: sum('deposits'),
      withdrawals: sum('withdrawals'),
      rounds: sum('rounds'),
      bets: sum('bets'),
      wins: sum('wins'),
      bonuses: sum('bonuses'),
      rebates: sum('rebates'),
      active: 0,
      registrations: sum('registrations'),
      ftd: sum('ftd'),
    };
    return {
      period,
      from: s.from,
      to: s.to,
      timeZone: b.tz,
      currency: b.currency,
      totals: figures(total, active),
      series: days.map((d) => ({ day: d.day, ...figures(d, num(d.active)) })),
      byVendor: byVendor.map((r) => ({ vendor: r.key, name: r.name, ...gameFigures(r) })),
      byCategory: byCategory.map((r) => ({ category: r.key, ...gameFigures(r) })),
      reconcile: rec,
    };
  }

  const orderOf = <K extends string>(columns: Record<K, string>, sort: K, order: 'asc' | 'desc') => ({
    column: columns[sort],
    desc: order === 'desc',
  });
  const paging = (q: { pageNo: number; pageSize: number }) => ({
    limit: q.pageSize,
    offset: (q.pageNo - 1) * q.pageSize,
  });

  async function pnl(brandId: number, q: PnlQuery) {
    const s = await reportSpan(brandId, q);
    const r = store.pnl(s, { by: q.by, key: q.key, order: orderOf(PNL_COLUMNS, q.sort, q.order) });
    const { limit, offset } = paging(q);
    const [rows, totals] = await Promise.all([r.page(limit, offset), r.totals()]);
    return {
      list: rows.map(pnlRow),
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      total: num(totals?.n),
      totals: gameFigures(totals ?? { rounds: 0, bets: 0, wins: 0 }),
      from: s.from,
      to: s.to,
    };
  }

  async function pagedWith<T>(
    s: Span,
    r: { page(limit: number, offset: number): Promise<Record<string, unknown>[]>; count(): Promise<number> },
    q: { pageNo: number; pageSize: number },
    map: (row: Record<string, unknown>) => T,
  ) {
    const { limit, offset } = paging(q);
    const rows = await r.page(limit, offset);
    const total = rows.length > 0 ? num(rows[0]?.total) : offset === 0 ? 0 : await r.count();
    return { list: rows.map(map), pageNo: q.pageNo, pageSize: q.pageSize, total, from: s.from, to: s.to };
  }

  async function players(brandId: number, q: PlayersQuery) {
    const s = await reportSpan(brandId, q);
    return pagedWith(s, store.players(s, { q: q.q, order: orderOf(PLAYER_COLUMNS, q.sort, q.order) }), q, playerRow);
  }

  async function agents(brandId: number, q: AgentsQuery) {
    const s = await reportSpan(brandId, q);
    return pagedWith(s, store.agents(s, { q: q.q, order: orderOf(AGENT_COLUMNS, q.sort, q.order) }), q, agentRow);
  }

  /** Streams `query`'s rows as CSV lines through a cursor; the range was checked before the first byte. */
  function csvStream<T>(
    query: Parameters<OpsReportsStore['eachChunk']>[0],
    columns: CsvColumn<T>[],
    map: (r: Record<string, unknown>) => T,
  ) {
    const out = new PassThrough();
    out.write(csvHeader(columns));
    store
      .eachChunk<Record<string, unknown>>(query, EXPORT_CHUNK, async (rows) => {
        // A client gone away (the stream destroyed) ends the export: waiting for a 'drain' that
        // never comes held the cursor's pooled connection for good, and 5 abandoned exports on a
        // pool of 5 hung every request.
        if (out.destroyed) throw new Error('csv export abandoned');
        const text = rows.map((r) => csvLine(columns, map(r))).join('');
        if (out.write(text)) return;
        const drained = await new Promise<boolean>((resolve) => {
          const go = (ok: boolean) => () => {
            clearTimeout(timer);
            out.off('drain', onDrain);
            out.off('close', onClose);
            resolve(ok);
          };
          const onDrain = go(true);
          const onClose = go(false);
          const timer = setTimeout(go(false), stallMs);
          out.on('drain', onDrain);
          out.on('close', onClose);
        });
        if (!drained || out.destroyed) throw new Error('csv export abandoned');
      })
      .then(() => out.end())
      .catch((error: unknown) => out.destroy(error as Error));
    return out;
  }

  async function exportCsv(
    brandId: number,
    report: 'pnl' | 'players' | 'agents',
    q: PnlQuery | PlayersQuery | AgentsQuery,
  ): Promise<CsvExport> {
    const s = await reportSpan(brandId, q);
    const name = (what: string) => `${what}_${s.from}_${s.to}.csv`;
    if (report === 'pnl') {
      const p = q as PnlQuery;
      const r = store.pnl(s, { by: p.by, key: p.key, order: orderOf(PNL_COLUMNS, p.sort, p.order) });
      return { filename: name(`pnl-by-${p.by}`), stream: csvStream(r.all, PNL_CSV, pnlRow) };
    }
    if (report === 'players') {
      const p = q as PlayersQuery;
      const r = store.players(s, { q: p.q, order: orderOf(PLAYER_COLUMNS, p.sort, p.order) });
      return { filename: name('players'), stream: csvStream(r.all, PLAYERS_CSV, playerRow) };
    }
    const a = q as AgentsQuery;
    const r = store.agents(s, { q: a.q, order: orderOf(AGENT_COLUMNS, a.sort, a.order) });
    return { filename: name('agents'), stream: csvStream(r.all, AGENTS_CSV, agentRow) };
  }

  /**
   * Runs the ledger's reconcile() (every invariant over the whole ledger, one read-only snapshot) and
   * records the run; an operator's run is audited in the transaction that records it.
   */
  async function runReconcile(by?: { brandId: number; operatorId: number; ip: string }): Promise<ReconcileStatus> {
    const started = performance.now();
    const result = await reconcile(deps.db);
    const ms = performance.now() - started;
    const at = deps.clock();
    await inTransaction(deps.db, async (tx) => {
      await store.recordRun(tx, result, at, ms, by ? `operator:${by.operatorId}` : 'job');
      if (by)
        await deps.audit.record(tx, {
          brandId: by.brandId,
          operatorId: by.operatorId,
          action: 'reports.reconcile',
          targetType: 'ledger',
          targetId: 'all',
          detail: { problems: result.problems.length, transfers: result.transfers, ms: Math.round(ms) },
          ip: by.ip,
        });
    });
    return reconcileStatus();
  }

  return { dashboard, pnl, players, agents, exportCsv, runReconcile, reconcileStatus };
}
export type OpsReportsService = ReturnType<typeof opsReportsService>;
