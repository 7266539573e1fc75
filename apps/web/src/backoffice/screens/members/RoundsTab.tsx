import { ROUTES, type RouteOutput } from '@platform/contracts';
import { when } from '../../../ui/datetime';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { columnsOf, DataTable } from '../../ui/DataTable';
import { SelectFilter } from '../../ui/SelectBox';
import { amount, type Item, useMemberList } from './member-list';

type RoundRow = Item<RouteOutput<typeof ROUTES.opsMemberRounds>>;
const roundCol = columnsOf<RoundRow>();
export function RoundsTab({ id }: { id: number }) {
  const t = useOpsT();
  const { params, list } = useMemberList(id, 'rounds', (query) =>
    opsCall(ROUTES.opsMemberRounds, { params: { memberId: id }, query }),
  );
  const columns = roundCol.columns([
    roundCol.accessor('startedAt', { header: () => t('members.col.time'), cell: (c) => when(c.getValue()) }),
    roundCol.accessor('vendor', { header: () => t('members.rounds.vendor') }),
    roundCol.accessor('gameCode', { header: () => t('members.rounds.game') }),
    roundCol.accessor('roundId', {
      header: () => t('members.rounds.round'),
      cell: (c) => <code className="text-xs">{c.getValue()}</code>,
    }),
    roundCol.accessor('stake', {
      meta: { numeric: true },
      header: () => t('members.rounds.stake'),
      cell: (c) => amount(c.getValue()),
    }),
    roundCol.accessor('win', {
      meta: { numeric: true },
      header: () => t('members.rounds.win'),
      cell: (c) => amount(c.getValue()),
    }),
    roundCol.accessor('status', {
      header: () => t('members.col.status'),
      cell: (c) => t(`members.rounds.status.${c.getValue()}`),
    }),
  ]);
  return (
    <DataTable
      testId="member-rounds"
      columns={columns}
      list={list}
      params={params}
      rowId={(r) => String(r.id)}
      toolbar={
        <SelectFilter
          params={params}
          name="status"
          label={t('members.col.status')}
          all={t('members.status.all')}
          options={(['open', 'settled', 'cancelled'] as const).map((s) => ({
            value: s,
            label: t(`members.rounds.status.${s}`),
          }))}
        />
      }
    />
  );
}
