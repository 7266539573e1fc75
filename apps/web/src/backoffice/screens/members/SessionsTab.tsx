import { ROUTES, type RouteOutput } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { when } from '../../../ui/datetime';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { columnsOf, DataTable } from '../../ui/DataTable';
import { Pill } from '../../ui/Pill';
import { type Item, useMemberList } from './member-list';

type SessionRow = Item<RouteOutput<typeof ROUTES.opsMemberSessions>>;
const sesCol = columnsOf<SessionRow>();
export function SessionsTab({ id }: { id: number }) {
  const t = useOpsT();
  const { params, list } = useMemberList(id, 'sessions', (query) =>
    opsCall(ROUTES.opsMemberSessions, { params: { memberId: id }, query }),
  );
  const ips = useQuery({
    queryKey: ['ops', 'members', id, 'ips'],
    queryFn: () => opsCall(ROUTES.opsMemberIps, { params: { memberId: id }, query: { pageSize: 100 } }),
  });
  const columns = sesCol.columns([
    sesCol.accessor('createdAt', { header: () => t('members.sessions.loginAt'), cell: (c) => when(c.getValue()) }),
    sesCol.accessor('ip', { header: () => t('members.sessions.ip'), cell: (c) => c.getValue() ?? '' }),
    sesCol.accessor('device', {
      header: () => t('members.sessions.device'),
      cell: (c) => <span className="block max-w-xs truncate text-xs text-muted">{c.getValue() ?? ''}</span>,
    }),
    sesCol.accessor('lastSeenAt', { header: () => t('members.sessions.lastSeenAt'), cell: (c) => when(c.getValue()) }),
    sesCol.accessor('state', {
      header: () => t('members.col.status'),
      cell: (c) => (
        <Pill tone={c.getValue() === 'live' ? 'good' : 'muted'}>{t(`members.sessions.state.${c.getValue()}`)}</Pill>
      ),
    }),
  ]);
  return (
    <div className="flex flex-col gap-4">
      <DataTable
        testId="member-sessions"
        columns={columns}
        list={list}
        params={params}
        rowId={(r) => r.createdAt + (r.ip ?? '')}
      />
      <section className="rounded-xl border border-line bg-surface p-4">
        <h2 className="mb-3 text-sm font-bold">{t('members.sessions.ips')}</h2>
        <ul className="grid gap-1 text-sm" data-testid="member-ips">
          {ips.data?.list.map((r) => (
            <li key={r.ip} className="flex flex-wrap gap-3">
              <code>{r.ip}</code>
              <span className="text-xs text-muted">
                {t('members.sessions.seen', { first: when(r.firstSeenAt), last: when(r.lastSeenAt) })}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
