import {
  CONTRACT_KINDS,
  CONTRACT_STATUSES,
  type Contract,
  type DividendTier,
  type OpsContractsQuery,
  ROUTES,
  type SalaryTier,
} from '@platform/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatAmount } from '../../../i18n/numbers';
import { when } from '../../../ui/datetime';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { columnsOf, DataTable } from '../../ui/DataTable';
import { FilterField } from '../../ui/FilterField';
import { useListParams } from '../../ui/list-params';
import { StatusBadge } from '../../ui/Pill';
import { SelectFilter } from '../../ui/SelectBox';

const col = columnsOf<Contract>();

/** The brand's dividend and salary contracts: parties, period, tiers (the terms), state. */
export function ContractsTab() {
  const t = useOpsT();
  const params = useListParams({ pageSize: 20 });
  const query = params.query as OpsContractsQuery;
  const list = useQuery({
    queryKey: ['ops', 'agents', 'contracts', query],
    queryFn: () => opsCall(ROUTES.opsContracts, { query }),
    placeholderData: keepPreviousData,
  });
  const tier = (x: DividendTier | SalaryTier) =>
    'rate' in x
      ? t('agents.dividendTier', {
          bet: formatAmount(x.periodBet),
          loss: formatAmount(x.periodLoss),
          active: x.activeMembers,
          rate: x.rate,
        })
      : t('agents.salaryTier', {
          bet: formatAmount(x.betAmount),
          active: x.activeMembers,
          win: x.winRate,
          loss: x.lossRate,
        });
  const columns = col.columns([
    col.accessor('createdAt', {
      id: 'createdAt',
      header: () => t('agents.createdAt'),
      cell: (c) => when(c.getValue()),
      enableSorting: true,
    }),
    col.accessor('kind', { header: () => t('agents.kind'), cell: (c) => t(`agents.kinds.${c.getValue()}`) }),
    col.accessor('period', { header: () => t('agents.period'), cell: (c) => t(`agents.periods.${c.getValue()}`) }),
    col.accessor('uplineAccount', { header: () => t('agents.upline') }),
    col.accessor('downlineAccount', { header: () => t('agents.downline') }),
    col.accessor('maxRate', {
      meta: { numeric: true },
      id: 'maxRate',
      header: () => t('agents.maxRate'),
      cell: (c) => `${c.getValue()}%`,
      enableSorting: true,
    }),
    col.accessor('tiers', {
      header: () => t('agents.terms'),
      cell: (c) => (
        <ol className="list-decimal ps-4 text-xs text-muted">
          {(c.getValue() as Array<DividendTier | SalaryTier>).map((x, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: tiers have no id; their order is their identity
            <li key={i}>{tier(x)}</li>
          ))}
        </ol>
      ),
    }),
    col.accessor('status', {
      header: () => t('agents.status'),
      cell: (c) => <StatusBadge status={c.getValue()}>{t(`agents.contractStatus.${c.getValue()}`)}</StatusBadge>,
    }),
  ]);
  return (
    <DataTable
      testId="contract-list"
      columns={columns}
      list={list}
      params={params}
      rowId={(c) => String(c.id)}
      toolbar={
        <>
          <SelectFilter
            params={params}
            name="kind"
            label={t('agents.kind')}
            all={t('agents.all')}
            options={CONTRACT_KINDS.map((k) => ({ value: k, label: t(`agents.kinds.${k}`) }))}
          />
          <SelectFilter
            params={params}
            name="status"
            label={t('agents.status')}
            all={t('agents.all')}
            options={CONTRACT_STATUSES.map((s) => ({ value: s, label: t(`agents.contractStatus.${s}`) }))}
          />
          <FilterField params={params} name="member" label={t('agents.party')} />
        </>
      }
    />
  );
}
