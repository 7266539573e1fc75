import { useTranslation } from 'react-i18next';
import { useIncome } from '../../../api/agent';
import { RangeFilter, useRangePage } from '../../../ui/RangeFilter';
import { sumAmounts } from '../amounts';
import { Amount, type Column, ReportFoot, ReportTable, Signed, Stat } from '../table';

const PAGE_SIZE = 31;
type Row = NonNullable<ReturnType<typeof useIncome>['data']>['list'][number];
const KINDS = ['dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary'] as const;

/** My income (revenue report): contract payouts received by kind and paid to downlines, by day. */
export function MyIncomeScreen() {
  const { t } = useTranslation();
  const { range, changeRange, pageNo, setPageNo } = useRangePage('30d');
  const { data, isError, error } = useIncome({ ...range, pageNo, pageSize: PAGE_SIZE });
  const tot = data?.totals;
  const columns: Column<Row>[] = [
    {
      key: 'day',
      label: t('agent.col.day'),
      cell: (r) => <span className="tabular-nums">{r.day}</span>,
      cardHidden: true,
    },
    ...KINDS.map(
      (k): Column<Row> => ({
        key: k,
        label: t(`agent.contracts.kind.${k}`),
        cell: (r) => <Amount value={r[k]} />,
        end: true,
        total: tot && <Amount value={tot[k]} />,
      }),
    ),
    {
      key: 'paid',
      label: t('agent.income.paid'),
      cell: (r) => <Amount value={r.paid} />,
      end: true,
      total: tot && <Amount value={tot.paid} />,
    },
    {
      key: 'net',
      label: t('agent.income.net'),
      cell: (r) => <Signed value={r.net} />,
      end: true,
      total: tot && <Signed value={tot.net} />,
    },
  ];
  return (
    <div className="flex flex-col gap-4" data-testid="my-income">
      <RangeFilter value={range} onChange={changeRange} />
      {tot && (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          <Stat
            label={t('agent.income.received')}
            value={<Amount value={sumAmounts(KINDS.map((k) => tot[k]))} />}
            testId="income-received"
          />
          <Stat label={t('agent.income.paid')} value={<Amount value={tot.paid} />} />
          <Stat label={t('agent.income.net')} value={<Signed value={tot.net} />} accent testId="income-net" />
        </div>
      )}
      <ReportTable
        testId="income"
        rows={data?.list}
        columns={columns}
        rowKey={(r) => r.day}
        cardTitle={(r) => r.day}
        isError={isError}
        error={error}
        empty={{ title: t('agent.empty.income'), body: t('agent.empty.range') }}
      />
      <ReportFoot total={data?.total} pageNo={pageNo} pageSize={PAGE_SIZE} onPage={setPageNo} />
    </div>
  );
}
