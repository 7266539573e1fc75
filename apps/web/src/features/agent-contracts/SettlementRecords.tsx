import type { ContractKind, SettlementRow } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettlements } from '../../api/agent';
import { brandDay, gmtOffset, memberZone, when } from '../../ui/datetime';
import { RangeFilter, useRangePage } from '../../ui/RangeFilter';
import { Amount, type Column, ReportFoot, ReportTable, Signed, Stat } from '../agent/table';
import { useBrand } from '../layout/brand';
import { StateBadge } from './ContractTerms';

const PAGE_SIZE = 20;

/**
 * A settlement's period as its contract counts it: dividends and daily salary run on brand days
 * (the brand's zone), shown as those dates; hourly and real-time periods as times in the member's
 * zone, with that zone, since an hour could be read in either.
 */
function periodOf(r: SettlementRow, kind: ContractKind, brandZone: string): string {
  if (kind === 'hourlySalary' || kind === 'realTimeSalary')
    return `${when(r.periodStart)} – ${when(r.periodEnd).slice(11)} ${gmtOffset(memberZone(), new Date(r.periodStart))}`;
  const first = brandDay(r.periodStart, brandZone);
  const last = brandDay(new Date(new Date(r.periodEnd).getTime() - 1).toISOString(), brandZone);
  return first === last ? first : `${first} – ${last}`;
}

/** Settlement records of one kind: what the caller received from its upline, or paid to its downlines. */
export function SettlementRecords({ kind, defaultRole }: { kind: ContractKind; defaultRole: 'received' | 'paid' }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const [role, setRole] = useState(defaultRole);
  const { range, changeRange, pageNo, setPageNo } = useRangePage('7d');
  const { data, isError, error } = useSettlements({ ...range, pageNo, pageSize: PAGE_SIZE, kind, role });
  const tot = data?.totals;
  const columns: Column<SettlementRow>[] = [
    {
      key: 'period',
      label: t('agent.contracts.col.period'),
      cell: (r) => <span className="text-xs tabular-nums">{periodOf(r, kind, brand.timezone)}</span>,
      cardHidden: true,
    },
    {
      key: 'party',
      label: t(role === 'received' ? 'agent.contracts.col.upline' : 'agent.contracts.col.downline'),
      cell: (r) => <span className="font-semibold">{role === 'received' ? r.uplineAccount : r.downlineAccount}</span>,
    },
    {
      key: 'bets',
      label: t('agent.contracts.col.teamBets'),
      cell: (r) => <Amount value={r.teamBets} />,
      end: true,
      total: tot && <Amount value={tot.teamBets} />,
    },
    {
      key: 'profit',
      label: t('agent.contracts.col.teamProfit'),
      cell: (r) => <Signed value={r.teamProfit} />,
      end: true,
    },
    { key: 'active', label: t('agent.overview.activeMembers'), cell: (r) => r.activeMembers, end: true },
    { key: 'rate', label: t('agent.contracts.col.rate'), cell: (r) => `${r.rate}%`, end: true },
    {
      key: 'amount',
      label: t('agent.contracts.col.amount'),
      cell: (r) => (
        <span className="font-bold">
          <Amount value={r.amount} />
        </span>
      ),
      end: true,
      total: tot && <Amount value={tot.amount} />,
    },
    { key: 'status', label: t('agent.contracts.col.status'), cell: (r) => <StateBadge status={r.status} /> },
    {
      key: 'paidAt',
      label: t('agent.contracts.col.paidAt'),
      cell: (r) => <span className="text-xs text-muted">{r.paidAt ? when(r.paidAt) : '—'}</span>,
    },
  ];
  return (
    <section className="flex flex-col gap-3" data-testid="settlements">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-bold">{t('agent.contracts.records')}</h2>
        <div className="flex w-fit gap-1 rounded-lg bg-surface-2 p-1" role="tablist">
          {(['received', 'paid'] as const).map((r) => (
            <button
              key={r}
              type="button"
              role="tab"
              aria-selected={role === r}
              data-testid={`settlements-${r}`}
              onClick={() => {
                setRole(r);
                setPageNo(1);
              }}
              className={`rounded-md px-3 py-1 text-sm font-semibold ${role === r ? 'bg-gold/20 text-gold' : 'text-muted hover:text-fg'}`}
            >
              {t(`agent.contracts.${r}`)}
            </button>
          ))}
        </div>
      </div>
      <RangeFilter value={range} onChange={changeRange} />
      {tot && (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Stat label={t('agent.contracts.col.count')} value={tot.count} />
          <Stat label={t('agent.contracts.col.teamBets')} value={<Amount value={tot.teamBets} />} />
          <Stat label={t('agent.contracts.col.amount')} value={<Amount value={tot.amount} />} />
          <Stat
            label={t('agent.contracts.col.paid')}
            value={<Amount value={tot.paid} />}
            accent
            testId="settlements-paid-total"
          />
        </div>
      )}
      <ReportTable
        testId="settlement"
        rows={data?.list}
        columns={columns}
        rowKey={(r) => r.id}
        cardTitle={(r) => periodOf(r, kind, brand.timezone)}
        isError={isError}
        error={error}
        empty={{ title: t('agent.empty.settlements'), body: t('agent.empty.range') }}
      />
      <ReportFoot total={data?.total} pageNo={pageNo} pageSize={PAGE_SIZE} onPage={setPageNo} />
    </section>
  );
}
