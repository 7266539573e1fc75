import { TRANSFER_TYPES, type TransferType } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeamAccounts, useTeamTransactions } from '../../../api/agent';
import { when } from '../../../ui/datetime';
import { Amount, type Column, Field, inputClass, ReportFoot, ReportTable, Signed } from '../table';
import { FilterSelect, TeamReportFilters, useAccountColumn, useTeamReport } from '../team-report';

const PAGE_SIZE = 20;
type AccountRow = NonNullable<ReturnType<typeof useTeamAccounts>['data']>['list'][number];
type TxRow = NonNullable<ReturnType<typeof useTeamTransactions>['data']>['list'][number];

/** Downline account details: the team's balances, and the team's account movements (team transactions). */
export function DownlineAccountScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'balances' | 'transactions'>('balances');
  return (
    <div className="flex flex-col gap-4">
      <div className="flex w-fit gap-1 rounded-lg bg-surface-2 p-1" role="tablist">
        {(['balances', 'transactions'] as const).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k}
            data-testid={`accounts-tab-${k}`}
            onClick={() => setTab(k)}
            className={`rounded-md px-3 py-1 text-sm font-semibold ${tab === k ? 'bg-gold/20 text-gold' : 'text-muted hover:text-fg'}`}
          >
            {t(`agent.accounts.${k}`)}
          </button>
        ))}
      </div>
      {tab === 'balances' ? <Balances /> : <Transactions />}
    </div>
  );
}

function Balances() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const { data, isError, error } = useTeamAccounts({ pageNo, pageSize: PAGE_SIZE, keyword: keyword.trim() });
  const tot = data?.totals;
  const account = useAccountColumn<AccountRow>();
  const columns: Column<AccountRow>[] = [
    account,
    {
      key: 'cash',
      label: t('agent.accounts.cash'),
      cell: (r) => <Amount value={r.cash} />,
      end: true,
      total: tot && <Amount value={tot.cash} />,
    },
    {
      key: 'locked',
      label: t('agent.accounts.locked'),
      cell: (r) => <Amount value={r.locked} />,
      end: true,
      total: tot && <Amount value={tot.locked} />,
    },
    {
      key: 'bonus',
      label: t('agent.accounts.bonus'),
      cell: (r) => <Amount value={r.bonus} />,
      end: true,
      total: tot && <Amount value={tot.bonus} />,
    },
    {
      key: 'total',
      label: t('agent.accounts.total'),
      cell: (r) => (
        <span className="font-semibold">
          <Amount value={r.total} />
        </span>
      ),
      end: true,
      total: tot && <Amount value={tot.total} />,
    },
    {
      key: 'login',
      label: t('agent.col.lastLogin'),
      cell: (r) => <span className="text-xs text-muted">{r.lastLoginAt ? when(r.lastLoginAt) : t('agent.never')}</span>,
    },
  ];
  return (
    <div className="flex flex-col gap-4" data-testid="team-accounts">
      <div className="w-full sm:w-64">
        <Field label={t('agent.downline.search')}>
          <input
            type="search"
            value={keyword}
            maxLength={32}
            data-testid="accounts-search"
            placeholder={t('agent.filter.memberHint')}
            onChange={(e) => {
              setKeyword(e.target.value);
              setPageNo(1);
            }}
            className={inputClass}
          />
        </Field>
      </div>
      <ReportTable
        testId="team-accounts"
        rows={data?.list}
        columns={columns}
        rowKey={(r) => r.memberId}
        cardTitle={(r) => r.account}
        isError={isError}
        error={error}
        empty={{ title: t('agent.downline.empty'), body: t('agent.downline.emptyBody') }}
      />
      <ReportFoot total={data?.total} pageNo={pageNo} pageSize={PAGE_SIZE} onPage={setPageNo} />
    </div>
  );
}

function Transactions() {
  const { t } = useTranslation();
  const { range, changeRange, pageNo, setPageNo, memberId, pick } = useTeamReport();
  const [type, setType] = useState<TransferType | ''>('');
  const account = useAccountColumn<TxRow>();
  const { data, isError, error } = useTeamTransactions({
    ...range,
    pageNo,
    pageSize: PAGE_SIZE,
    memberId,
    type: type || undefined,
  });
  const tot = data?.totals;
  const columns: Column<TxRow>[] = [
    account,
    {
      key: 'time',
      label: t('bets.col.time'),
      cell: (r) => <span className="text-xs text-muted tabular-nums">{when(r.time)}</span>,
    },
    {
      key: 'type',
      label: t('agent.accounts.type'),
      cell: (r) => t(`wallet.type.${r.type}`),
      total: tot && t('agent.rows', { count: tot.count }),
    },
    {
      key: 'amount',
      label: t('agent.accounts.amount'),
      cell: (r) => <Signed value={r.amount} />,
      end: true,
      total: tot && (
        <span className="flex flex-col items-end text-xs">
          <span>
            {t('agent.accounts.in')} <Signed value={tot.in} />
          </span>
          <span>
            {/* Out is a sum of money leaving: shown with its minus whichever sign the server gave it. */}
            {t('agent.accounts.out')}{' '}
            <Signed value={tot.out.startsWith('-') || /^0\.0+$/.test(tot.out) ? tot.out : `-${tot.out}`} />
          </span>
        </span>
      ),
    },
    {
      key: 'after',
      label: t('agent.accounts.balanceAfter'),
      cell: (r) => <Amount value={r.balanceAfter} />,
      end: true,
    },
  ];
  return (
    <div className="flex flex-col gap-4" data-testid="team-transactions">
      <TeamReportFilters range={range} onRange={changeRange} onMember={pick}>
        <FilterSelect
          label={t('agent.accounts.type')}
          all={t('agent.accounts.allTypes')}
          value={type}
          options={TRANSFER_TYPES.map((k) => ({ value: k, label: t(`wallet.type.${k}`) }))}
          onChange={(v) => {
            setType(v);
            setPageNo(1);
          }}
        />
      </TeamReportFilters>
      <ReportTable
        testId="team-transactions"
        rows={data?.list}
        columns={columns}
        rowKey={(r) => r.id}
        cardTitle={(r) => `${r.account} · ${t(`wallet.type.${r.type}`)}`}
        isError={isError}
        error={error}
        empty={{ title: t('agent.empty.transactions'), body: t('agent.empty.range') }}
      />
      <ReportFoot total={data?.total} pageNo={pageNo} pageSize={PAGE_SIZE} onPage={setPageNo} />
    </div>
  );
}
