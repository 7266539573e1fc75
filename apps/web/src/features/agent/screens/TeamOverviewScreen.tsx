import { useTranslation } from 'react-i18next';
import { useTeamOverview } from '../../../api/agent';
import { gmtOffset, memberZone, when } from '../../../ui/datetime';
import { Spinner } from '../../../ui/Loader';
import { Amount, Count, Signed, Stat } from '../table';

const PERIODS = ['today', 'd7', 'd30'] as const;
const ROWS = ['newMembers', 'activeMembers', 'deposits', 'withdrawals', 'bets', 'profit'] as const;

/** Team overview: the team's size and balance, and each figure for today, 7 and 30 days side by side. */
export function TeamOverviewScreen() {
  const { t } = useTranslation();
  const { data, isError, error } = useTeamOverview();
  if (isError) return <p className="text-sm text-danger">{error.message}</p>;
  if (!data) return <Spinner />;
  return (
    <div className="flex flex-col gap-4" data-testid="team-overview">
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        <Stat label={t('agent.overview.teamSize')} value={data.teamSize} testId="overview-team-size" />
        <Stat label={t('agent.overview.direct')} value={data.directCount} testId="overview-direct" />
        <Stat label={t('agent.overview.agents')} value={data.agents} testId="overview-agents" />
        <Stat
          label={t('agent.overview.teamBalance')}
          value={<Amount value={data.teamBalance} />}
          testId="overview-balance"
          accent
        />
      </div>
      <div className="overflow-x-auto rounded-xl border border-line">
        <table className="w-full text-sm" data-testid="overview-table">
          <thead className="bg-surface-2/60 text-xs text-muted">
            <tr>
              <th className="px-3 py-2 text-start font-semibold" />
              {PERIODS.map((p) => (
                <th key={p} className="px-3 py-2 text-end font-semibold">
                  {t(`agent.overview.${p}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((r) => (
              <tr key={r} className="border-t border-line/60" data-testid={`overview-${r}`}>
                <th className="whitespace-nowrap px-3 py-2.5 text-start font-semibold">{t(`agent.overview.${r}`)}</th>
                {PERIODS.map((p) => {
                  const v = data[p][r];
                  return (
                    <td key={p} className="whitespace-nowrap px-3 py-2.5 text-end tabular-nums">
                      {typeof v === 'number' ? (
                        <Count value={v} />
                      ) : r === 'profit' ? (
                        <Signed value={v} />
                      ) : (
                        <Amount value={v} />
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-muted">
        {t('agent.overview.asOf', { time: `${when(data.asOf)} ${gmtOffset(memberZone())}` })}
      </p>
    </div>
  );
}
