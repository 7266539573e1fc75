import { useTranslation } from 'react-i18next';
import { useTeamLoss } from '../../../api/agent';
import { Amount, type Column, ReportFoot, ReportTable, Signed } from '../table';
import { TeamReportFilters, useAccountColumn, useTeamReport } from '../team-report';

const PAGE_SIZE = 20;
type Row = NonNullable<ReturnType<typeof useTeamLoss>['data']>['list'][number];

/** User loss statements: one line per team member who played or moved money, biggest loss first. */
export function UserLossScreen() {
  const { t } = useTranslation();
  const { range, changeRange, pageNo, setPageNo, memberId, pick } = useTeamReport();
  const account = useAccountColumn<Row>();
  const { data, isError, error } = useTeamLoss({ ...range, pageNo, pageSize: PAGE_SIZE, memberId });
  const tot = data?.totals;
  const columns: Column<Row>[] = [
    account,
    { key: 'rounds', label: t('bets.rounds'), cell: (r) => r.rounds, end: true, total: tot?.rounds },
    {
      key: 'bets',
      label: t('agent.overview.bets'),
      cell: (r) => <Amount value={r.bets} />,
      end: true,
      total: tot && <Amount value={tot.bets} />,
    },
    {
      key: 'wins',
      label: t('bets.col.win'),
      cell: (r) => <Amount value={r.wins} />,
      end: true,
      total: tot && <Amount value={tot.wins} />,
    },
    {
      key: 'profit',
      label: t('bets.col.profit'),
      cell: (r) => <Signed value={r.profit} />,
      end: true,
      total: tot && <Signed value={tot.profit} />,
    },
    {
      key: 'dep',
      label: t('agent.overview.deposits'),
      cell: (r) => <Amount value={r.deposits} />,
      end: true,
      total: tot && <Amount value={tot.deposits} />,
    },
    {
      key: 'wd',
      label: t('agent.overview.withdrawals'),
      cell: (r) => <Amount value={r.withdrawals} />,
      end: true,
      total: tot && <Amount value={tot.withdrawals} />,
    },
  ];
  return (
    <div className="flex flex-col gap-4" data-testid="team-loss">
      <TeamReportFilters range={range} onRange={changeRange} onMember={pick} />
      <ReportTable
        testId="team-loss"
        rows={data?.list}
        columns={columns}
        rowKey={(r) => r.memberId}
        cardTitle={(r) => r.account}
        isError={isError}
        error={error}
        empty={{ title: t('agent.empty.loss'), body: t('agent.empty.range') }}
      />
      <ReportFoot total={data?.total} pageNo={pageNo} pageSize={PAGE_SIZE} onPage={setPageNo} />
    </div>
  );
}
