import type { CategoryCode } from '@platform/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeamBets } from '../../../api/agent';
import { when } from '../../../ui/datetime';
import { RangeFilter, useRangePage } from '../../../ui/RangeFilter';
import { StatusBadge, useCatalogueNames } from '../../bets/labels';
import { MemberPicker } from '../MemberPicker';
import { Amount, type Column, Field, inputClass, ReportFoot, ReportTable, Signed } from '../table';

const PAGE_SIZE = 20;
type Row = NonNullable<ReturnType<typeof useTeamBets>['data']>['list'][number];

/** Team betting record: every round of the team by range, member and category, with the totals of the filter. */
export function TeamBettingScreen() {
  const { t } = useTranslation();
  const { range, changeRange, pageNo, setPageNo } = useRangePage('7d');
  const [memberId, setMemberId] = useState<number>();
  const [gameType, setGameType] = useState<CategoryCode | ''>('');
  const names = useCatalogueNames();
  const pick = useCallback(
    (id: number | undefined) => {
      setMemberId(id);
      setPageNo(1);
    },
    [setPageNo],
  );
  const { data, isError, error } = useTeamBets({
    ...range,
    pageNo,
    pageSize: PAGE_SIZE,
    memberId,
    gameType: gameType || undefined,
  });
  const tot = data?.totals;
  const columns: Column<Row>[] = [
    {
      key: 'account',
      label: t('agent.col.account'),
      cell: (r) => <span className="font-semibold">{r.account}</span>,
      cardHidden: true,
    },
    {
      key: 'time',
      label: t('bets.col.time'),
      cell: (r) => <span className="text-xs text-muted tabular-nums">{when(r.startedAt)}</span>,
    },
    {
      key: 'game',
      label: t('bets.col.game'),
      cell: (r) => (
        <span className="block max-w-48 truncate" title={r.gameName}>
          {r.gameName} <span className="text-xs text-muted">· {names.categoryName(r.gameType)}</span>
        </span>
      ),
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
      <div className="flex flex-wrap items-start justify-between gap-3">
        <RangeFilter value={range} onChange={changeRange} />
        <div className="grid w-full grid-cols-2 gap-2 sm:w-auto sm:flex">
          <MemberPicker onChange={pick} />
          <Field label={t('bets.category')}>
            <select
              data-testid="team-bets-category"
              value={gameType}
              onChange={(e) => {
                setGameType(e.target.value as CategoryCode | '');
                setPageNo(1);
              }}
              className={inputClass}
            >
              <option value="">{t('bets.allCategories')}</option>
              {names.categories.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          </Field>
        </div>
      </div>
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
