import { type OpsTreeNode, ROUTES } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCount } from '../../../i18n/numbers';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { StatusBadge } from '../../ui/Pill';

const PAGE = 100;

/**
 * The agent tree, one level at a time: the roots (agents without upline) first; a node's direct
 * downlines load when it is opened. A search by account opens the tree down to the member found.
 */
export function TreeTab() {
  const t = useOpsT();
  const [open, setOpen] = useState<Set<number>>(new Set());
  const [found, setFound] = useState<number | null>(null);
  const toggle = (id: number) =>
    setOpen((cur) => {
      const next = new Set(cur);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
      <section className="rounded-xl border border-line bg-surface p-3" data-testid="agent-tree">
        <Level parentId={null} open={open} toggle={toggle} found={found} depth={0} />
      </section>
      <Search
        onPick={(path, id) => {
          setOpen((cur) => new Set([...cur, ...path.filter((p) => p !== id)]));
          setFound(id);
        }}
      />
      <p className="text-xs text-muted lg:col-span-2">{t('agents.treeHint')}</p>
    </div>
  );
}

function Level({
  parentId,
  open,
  toggle,
  found,
  depth,
}: {
  parentId: number | null;
  open: Set<number>;
  toggle: (id: number) => void;
  found: number | null;
  depth: number;
}) {
  const t = useOpsT();
  const q = useQuery({
    queryKey: ['ops', 'agents', 'tree', parentId],
    queryFn: () => opsCall(ROUTES.opsAgentTree, { query: { pageSize: PAGE, ...(parentId ? { parentId } : {}) } }),
  });
  if (q.isPending) return <p className="py-1 ps-2 text-xs text-muted">{t('agents.loading')}</p>;
  if (q.error) return <p className="py-1 ps-2 text-xs text-danger">{q.error.message}</p>;
  if (!q.data.list.length) return <p className="py-1 ps-2 text-xs text-muted">{t('agents.noChildren')}</p>;
  return (
    <ul className={depth ? 'ms-4 border-s border-line ps-2' : ''}>
      {q.data.list.map((n) => (
        <li key={n.id}>
          <Node node={n} isOpen={open.has(n.id)} onToggle={() => toggle(n.id)} highlighted={found === n.id} />
          {open.has(n.id) && <Level parentId={n.id} open={open} toggle={toggle} found={found} depth={depth + 1} />}
        </li>
      ))}
      {q.data.total > q.data.list.length && (
        <li className="py-1 ps-2 text-xs text-muted">
          {t('agents.more', { shown: q.data.list.length, total: q.data.total })}
        </li>
      )}
    </ul>
  );
}

function Node({
  node,
  isOpen,
  onToggle,
  highlighted,
}: {
  node: OpsTreeNode;
  isOpen: boolean;
  onToggle: () => void;
  highlighted: boolean;
}) {
  const t = useOpsT();
  const expandable = node.directCount > 0;
  return (
    <div
      className={`flex items-center gap-2 rounded-lg px-2 py-1 text-sm ${highlighted ? 'bg-gold/15' : 'hover:bg-surface-2'}`}
      data-testid="tree-node"
      data-account={node.account}
    >
      <button
        type="button"
        className="w-5 text-muted disabled:opacity-30"
        onClick={onToggle}
        disabled={!expandable}
        aria-expanded={expandable ? isOpen : undefined}
        aria-label={t(isOpen ? 'agents.collapse' : 'agents.expand')}
        data-testid="tree-toggle"
      >
        {expandable ? (isOpen ? '▾' : '▸') : '·'}
      </button>
      <span className="font-semibold">{node.account}</span>
      <StatusBadge status={node.isAgent ? 'approved' : 'none'}>
        {t(node.isAgent ? 'agents.agent' : 'agents.player')}
      </StatusBadge>
      {node.status === 'disabled' && <StatusBadge status="rejected">{t('agents.disabled')}</StatusBadge>}
      <span className="ms-auto flex gap-3 text-xs text-muted">
        <span>{t('agents.level', { level: node.level })}</span>
        <span>{t('agents.direct', { count: formatCount(node.directCount) })}</span>
        <span data-testid="team-size">{t('agents.team', { count: formatCount(node.teamSize) })}</span>
      </span>
    </div>
  );
}

function Search({ onPick }: { onPick: (path: number[], id: number) => void }) {
  const t = useOpsT();
  const [text, setText] = useState('');
  const [sent, setSent] = useState('');
  const q = useQuery({
    queryKey: ['ops', 'agents', 'search', sent],
    queryFn: () => opsCall(ROUTES.opsAgentSearch, { query: { account: sent } }),
    enabled: sent.length >= 2,
  });
  return (
    <aside className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-3">
      <form
        className="flex flex-col gap-1"
        onSubmit={(e) => {
          e.preventDefault();
          setSent(text.trim());
        }}
      >
        <label className="text-xs font-semibold text-muted" htmlFor="agent-search">
          {t('agents.search')}
        </label>
        <input
          id="agent-search"
          className="h-9 rounded-lg border border-line bg-surface-2 px-3 text-sm outline-none focus:border-gold"
          value={text}
          minLength={2}
          onChange={(e) => setText(e.target.value)}
          data-testid="agent-search"
        />
      </form>
      {q.error && <p className="text-xs text-danger">{q.error.message}</p>}
      {q.data && q.data.list.length === 0 && <p className="text-xs text-muted">{t('agents.noMatch')}</p>}
      <ul className="flex flex-col gap-1">
        {q.data?.list.map((m) => (
          <li key={m.id}>
            <button
              type="button"
              className="w-full rounded-lg px-2 py-1 text-left text-sm hover:bg-surface-2"
              onClick={() =>
                onPick(
                  m.path.map((p) => p.id),
                  m.id,
                )
              }
              data-testid="search-result"
            >
              <span className="font-semibold">{m.account}</span>
              <span className="block text-xs text-muted">{m.path.map((p) => p.account).join(' › ')}</span>
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
}
