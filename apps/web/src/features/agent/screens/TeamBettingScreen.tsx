import type { CategoryCode } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeamBets } from '../../../api/agent';
import { when } from '../../../ui/datetime';
import { StatusBadge, useCatalogueNames } from '../../bets/labels';
import { Amount, type Column, ReportFoot, ReportTable, Signed } from '../table';
import { FilterSelect, TeamReportFilters, useAccountColumn, useTeamReport } from '../team-report';

const PAGE_SIZE = 20;
type Row = NonNullable<ReturnType<typeof useTeamBets>['data']>['list'][number];

/** Team betting record: every round of the team by range, member and category, with the totals of the filter. */
export function TeamBettingScreen() {
  const { t } = useTranslation();
  const { range, changeRange, pageNo, setPageNo, memberId, pick } = useTeamReport();
  const [gameType, setGameType] = useState<CategoryCode | ''>('');
  const names = useCatalogueNames();
  const account = useAccountColumn<Row>();
  const { data, isError, error } = useTeamBets({
    ...range,
    pageNo,
    pageSize: PAGE_SIZE,
    memberId,
    gameType: gameType || undefined,
  });
  const tot = data?.totals;
  const columns: Column<Row>[] = [
    account,
    {
      key: 'time',
      label: t('bets.col.time'),
      cell: (r) => <span className="text-xs text-muted tabular-nums">{when(r.startedAt)}</span>,
    },
    {
      key: 'game',
      label: t('bets.col.game'),
      cell: (r) => (
        <span>
          {r.gameName} <span className="whitespace-nowrap text-xs text-muted">· {names.categoryName(r.gameType)}</span>
        </span>
      ),
      wrap: true,
      total: tot ? t('bets.totals', { count: tot.rounds }) : undefined,
      cardHidden: true,
    },
    {
      key: 'stake',
      label: t('bets.col.stake'),
      cell: (r) => <Amount value={r.stake} />,
      end: true,
      total: tot && <Amount value={tot.stake} />,
    },
    {
      key: 'valid',
      label: t('bets.col.validBet'),
      cell: (r) => <Amount value={r.validBet} />,
      end: true,
      total: tot && <Amount value={tot.validBet} />,
    },
    {
      key: 'win',
      label: t('bets.col.win'),
      cell: (r) => <Amount value={r.win} />,
      end: true,
      total: tot && <Amount value={tot.win} />,
    },
    {
      key: 'profit',
      label: t('bets.col.profit'),
      cell: (r) => <Signed value={r.profit} />,
      end: true,
      total: tot && <Signed value={tot.profit} />,
    },
    { key: 'status', label: t('bets.col.status'), cell: (r) => <StatusBadge status={r.status} /> },
  ];
  return (
    <div className="flex flex-col gap-4" data-testid="team-bets">
      <TeamReportFilters range={range} onRange={changeRange} onMember={pick}>
        <FilterSelect
          testId="team-bets-category"
          label={t('bets.category')}
          all={t('bets.allCategories')}
          value={gameType}
          options={names.categories.map((c) => ({ value: c.code, label: c.name }))}
          onChange={(v) => {
            setGameType(v);
            setPageNo(1);
          }}
        />
      </TeamReportFilters>
      <ReportTable
        testId="team-bets"
        rows={data?.list}
        columns={columns}
        rowKey={(r) => r.id}
        cardTitle={(r) => `${r.account} · ${r.gameName}`}
        isError={isError}
        error={error}
        empty={{ title: t('agent.empty.bets'), body: t('agent.empty.range') }}
      />
      <ReportFoot total={data?.total} pageNo={pageNo} pageSize={PAGE_SIZE} onPage={setPageNo} />
    </div>
  );
}
