import { OPS_MEMBER_SEARCH_KEYS, type OpsMemberRow, type OpsMemberSearchQuery, ROUTES } from '@platform/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { formatAmount } from '../../../i18n/numbers';
import { when } from '../../../ui/datetime';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { columnsOf, DataTable } from '../../ui/DataTable';
import { FilterField } from '../../ui/FilterField';
import { useListParams } from '../../ui/list-params';
import { PageHeading } from '../../ui/PageHeading';
import { Pill } from '../../ui/Pill';
import { SelectBox, SelectFilter } from '../../ui/SelectBox';

const col = columnsOf<OpsMemberRow>();

/** /ops/members: find a member by username, mobile, id or IP; sorted and paged by the server. */
export function MembersList() {
  const t = useOpsT();
  const navigate = useNavigate();
  const params = useListParams({ sort: 'id', order: 'desc' });
  const list = useQuery({
    queryKey: ['ops', 'members', 'search', params.query],
    queryFn: () => opsCall(ROUTES.opsMemberSearch, { query: params.query as OpsMemberSearchQuery }),
    placeholderData: keepPreviousData,
  });
  const columns = col.columns([
    col.accessor('id', { header: () => t('members.col.id'), enableSorting: true }),
    col.accessor('account', {
      header: () => t('members.col.account'),
      enableSorting: true,
      cell: (c) => <span className="font-semibold text-fg">{c.getValue()}</span>,
    }),
    col.accessor('mobile', { header: () => t('members.col.mobile'), cell: (c) => c.getValue() ?? '' }),
    col.accessor('status', {
      header: () => t('members.col.status'),
      cell: (c) => <Pill tone={c.getValue() === 'active' ? 'good' : 'bad'}>{t(`members.status.${c.getValue()}`)}</Pill>,
    }),
    col.accessor((m) => (m.isAgent ? t('members.kind.agent') : t('members.kind.player')), {
      id: 'kind',
      header: () => t('members.col.kind'),
    }),
    col.accessor('vip', { header: () => t('members.col.vip') }),
    col.accessor('upline', { header: () => t('members.col.upline'), cell: (c) => c.getValue() ?? '' }),
    col.accessor('registerIp', { header: () => t('members.col.registerIp'), cell: (c) => c.getValue() ?? '' }),
    col.accessor('cash', {
      meta: { numeric: true },
      header: () => t('members.col.cash'),
      cell: (c) => <span className="tabular-nums">{formatAmount(c.getValue())}</span>,
    }),
    col.accessor('createdAt', {
      header: () => t('members.col.createdAt'),
      enableSorting: true,
      cell: (c) => when(c.getValue()),
    }),
    col.accessor('lastLoginAt', {
      header: () => t('members.col.lastLoginAt'),
      enableSorting: true,
      cell: (c) => (c.getValue() ? when(c.getValue() as string) : ''),
    }),
  ]);
  return (
    <div className="flex flex-col gap-4">
      <PageHeading title={t('members.title')} />
      <DataTable
        testId="members-list"
        columns={columns}
        list={list}
        params={params}
        rowId={(m) => String(m.id)}
        onRowClick={(m) => navigate(`/ops/members/${m.id}`)}
        toolbar={
          <>
            <FilterField params={params} name="q" label={t('members.search')} placeholder={t('members.searchHint')} />
            <SelectBox
              label={t('members.searchBy')}
              value={params.filters.by ?? 'any'}
              onChange={(v) => params.setFilter('by', v === 'any' ? undefined : v)}
              options={OPS_MEMBER_SEARCH_KEYS.map((k) => ({ value: k, label: t(`members.by.${k}`) }))}
              testId="filter-by"
            />
            <SelectFilter
              params={params}
              name="status"
              label={t('members.col.status')}
              all={t('members.status.all')}
              options={(['active', 'disabled'] as const).map((s) => ({ value: s, label: t(`members.status.${s}`) }))}
            />
          </>
        }
      />
    </div>
  );
}
