import type { DownlineRow } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgentProfile, useDownlines } from '../../../api/agent';
import { when } from '../../../ui/datetime';
import { Amount, type Column, Field, inputClass, ReportFoot, ReportTable } from '../table';
import { DownlineDetailPanel } from './DownlineDetailPanel';

const PAGE_SIZE = 20;
type Crumb = { memberId: number; account: string };

/**
 * Downline management: the direct downlines of the caller, or of a downline opened from the list
 * (a breadcrumb leads back up); a search over the whole team; a row opens its details.
 */
export function DownlineScreen() {
  const { t } = useTranslation();
  const profile = useAgentProfile();
  const [trail, setTrail] = useState<Crumb[]>([]);
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const parent = trail.at(-1);
  const searching = keyword.trim().length > 0;
  const { data, isError, error } = useDownlines({
    pageNo,
    pageSize: PAGE_SIZE,
    parentId: searching ? undefined : parent?.memberId,
    keyword: searching ? keyword.trim() : undefined,
  });
  const goTo = (next: Crumb[]) => {
    setTrail(next);
    setKeyword('');
    setPageNo(1);
  };
  const open = (r: DownlineRow) => {
    if (r.isAgent && r.directCount > 0 && !searching) goTo([...trail, { memberId: r.memberId, account: r.account }]);
    else setSelected(r.memberId);
  };
  const columns: Column<DownlineRow>[] = [
    {
      key: 'account',
      label: t('agent.col.account'),
      cell: (r) => <span className="font-semibold">{r.account}</span>,
      cardHidden: true,
    },
    { key: 'kind', label: t('agent.col.kind'), cell: (r) => t(`agent.kind.${r.isAgent ? 'agent' : 'member'}`) },
    { key: 'rebate', label: t('agent.col.rebate'), cell: (r) => `${r.rebate}%`, end: true },
    ...(searching ? [{ key: 'depth', label: t('agent.col.depth'), cell: (r: DownlineRow) => r.depth, end: true }] : []),
    { key: 'team', label: t('agent.col.teamSize'), cell: (r) => r.teamSize, end: true },
    { key: 'direct', label: t('agent.col.direct'), cell: (r) => r.directCount, end: true },
    { key: 'balance', label: t('agent.col.balance'), cell: (r) => <Amount value={r.balance} />, end: true },
    {
      key: 'created',
      label: t('agent.col.createdAt'),
      cell: (r) => <span className="text-xs text-muted">{when(r.createdAt)}</span>,
    },
    {
      key: 'actions',
      label: '',
      cell: (r) => (
        <button
          type="button"
          data-testid="downline-details"
          onClick={(e) => {
            e.stopPropagation();
            setSelected(r.memberId);
          }}
          className="rounded-md border border-gold/60 px-2 py-0.5 text-xs font-semibold text-gold hover:bg-gold/10"
        >
          {t('agent.downline.details')}
        </button>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-4" data-testid="downlines">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <nav
          aria-label={t('agent.downline.trail')}
          className="flex flex-wrap items-center gap-1 text-sm"
          data-testid="downline-trail"
        >
          <button
            type="button"
            onClick={() => goTo([])}
            className={trail.length ? 'text-gold hover:underline' : 'font-semibold'}
          >
            {profile.data?.account ?? t('agent.downline.me')}
          </button>
          {trail.map((c, i) => (
            <span key={c.memberId} className="flex items-center gap-1">
              <span className="text-muted">/</span>
              <button
                type="button"
                onClick={() => goTo(trail.slice(0, i + 1))}
                className={i === trail.length - 1 ? 'font-semibold' : 'text-gold hover:underline'}
              >
                {c.account}
              </button>
            </span>
          ))}
        </nav>
        <div className="w-full sm:w-64">
          <Field label={t('agent.downline.search')}>
            <input
              type="search"
              data-testid="downline-search"
              value={keyword}
              maxLength={32}
              placeholder={t('agent.filter.memberHint')}
              onChange={(e) => {
                setKeyword(e.target.value);
                setPageNo(1);
              }}
              className={inputClass}
            />
          </Field>
        </div>
      </div>
      <p className="text-xs text-muted">{searching ? t('agent.downline.searchHint') : t('agent.downline.hint')}</p>
      <ReportTable
        testId="downline"
        rows={data?.list}
        columns={columns}
        rowKey={(r) => r.memberId}
        cardTitle={(r) => r.account}
        isError={isError}
        error={error}
        onRow={open}
        empty={
          // A search that finds nobody says so; the invitation to create accounts is for an empty team.
          searching
            ? { title: t('agent.downline.noMatch', { keyword: keyword.trim() }), body: t('agent.downline.noMatchBody') }
            : { title: t('agent.downline.empty'), body: t('agent.downline.emptyBody') }
        }
      />
      <ReportFoot total={data?.total} pageNo={pageNo} pageSize={PAGE_SIZE} onPage={setPageNo} />
      <DownlineDetailPanel memberId={selected} onClose={() => setSelected(null)} />
    </div>
  );
}
