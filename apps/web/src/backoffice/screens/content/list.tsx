import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { localOf } from '../../../ui/date-field/date-time';
import { type OpsKey, useOpsT } from '../../i18n';
import { columnsOf, DataTable, type OpsColumns } from '../../ui/DataTable';
import type { ListParams } from '../../ui/list-params';
import { Pill } from '../../ui/Pill';

/** The English text, else any: how a list shows a row's per-language title. */
export const firstText = (t: Record<string, string>) => t.en || Object.values(t).find(Boolean) || '';

/** A schedule in a list cell. */
export function scheduleText(t: (k: OpsKey) => string, startsAt: string | null, endsAt: string | null) {
  const f = (iso: string) => localOf(iso).replace('T', ' ');
  if (!startsAt && !endsAt) return t('content.always');
  return `${startsAt ? f(startsAt) : '…'} → ${endsAt ? f(endsAt) : '…'}`;
}

/** A row's schedule cell. */
export function ScheduleCell({ row }: { row: { startsAt: string | null; endsAt: string | null } }) {
  const t = useOpsT();
  return <span className="text-xs">{scheduleText(t, row.startsAt, row.endsAt)}</span>;
}

/** A row's picture cell. */
export const Thumbnail = ({ src }: { src: string }) => (
  <img src={src} alt="" className="h-10 w-28 rounded object-cover" />
);

/** Whether a scheduled row shows now (live), is switched on but outside its schedule, or is off (`off` names it). */
export function LiveState({ live, on, off }: { live: boolean; on: boolean; off: string }) {
  const t = useOpsT();
  if (live) return <Pill tone="good">{t('content.live')}</Pill>;
  if (on) return <Pill tone="wait">{t('content.scheduled')}</Pill>;
  return <Pill tone="muted">{off}</Pill>;
}

/** A small action button of a row. */
export function RowButton(props: {
  onClick: () => void;
  label: string;
  testId?: string;
  danger?: boolean;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      disabled={props.disabled}
      className={`rounded-md px-2 py-1 text-xs font-semibold hover:bg-surface-3 disabled:opacity-40 ${props.danger ? 'text-red-400' : 'text-gold'}`}
      onClick={(e) => {
        e.stopPropagation();
        props.onClick();
      }}
      data-testid={props.testId}
    >
      {props.label}
    </button>
  );
}

/**
 * A row's action buttons: Publish or Unpublish (with `onPublish`), its own ones (`children`), then Edit
 * and Delete; test ids `<prefix>-publish`, `<prefix>-edit`, `<prefix>-delete`.
 */
export function RowActions({
  prefix,
  published,
  onPublish,
  onEdit,
  onDelete,
  children,
}: {
  prefix: string;
  published?: boolean;
  onPublish?: () => void;
  onEdit: () => void;
  onDelete: () => void;
  children?: ReactNode;
}) {
  const t = useOpsT();
  return (
    <div className="flex flex-wrap gap-1">
      {onPublish && (
        <RowButton
          label={published ? t('content.unpublish') : t('content.publish')}
          onClick={onPublish}
          testId={`${prefix}-publish`}
        />
      )}
      {children}
      <RowButton label={t('content.edit')} onClick={onEdit} testId={`${prefix}-edit`} />
      <RowButton label={t('content.delete')} danger onClick={onDelete} testId={`${prefix}-delete`} />
    </div>
  );
}

/**
 * A content list: its page under [...key, query], the row open in the form ('new' for a new one), the
 * row asked about for deletion and its delete call; every change reads the lists under `key` again.
 */
export function useContentList<T, L>(
  key: readonly string[],
  query: object,
  fetch: () => Promise<L>,
  removeRow: (row: T) => Promise<unknown>,
) {
  const qc = useQueryClient();
  const list = useQuery({ queryKey: [...key, query], queryFn: fetch, placeholderData: keepPreviousData });
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: key });
  const remove = useMutation({
    mutationFn: removeRow,
    onSettled: () => {
      setDeleting(null);
      return refresh();
    },
  });
  return {
    list,
    editing,
    setEditing,
    deleting,
    setDeleting,
    remove,
    refresh,
    /** The form saved: close it and read the list again. */
    saved: () => {
      setEditing(null);
      void refresh();
    },
  };
}

/** The confirmation of a delete asked with `setDeleting`. */
export function DeleteConfirm<T>({
  rows,
  title,
  name,
  testId,
}: {
  rows: Pick<ReturnType<typeof useContentList<T, unknown>>, 'deleting' | 'setDeleting' | 'remove'>;
  title: string;
  name: (row: T) => string;
  testId: string;
}) {
  const t = useOpsT();
  const { deleting, remove } = rows;
  return (
    <ConfirmDialog
      open={deleting !== null}
      title={title}
      message={t('content.deleteConfirm', { name: deleting ? name(deleting) : '' })}
      confirmLabel={t('content.delete')}
      onConfirm={() => deleting && remove.mutate(deleting)}
      onCancel={() => rows.setDeleting(null)}
      busy={remove.isPending}
      testId={testId}
    />
  );
}

type Scheduled = { id: number; startsAt: string | null; endsAt: string | null; live: boolean };

/**
 * The columns a scheduled item's list ends with (banners, announcements): its schedule (sorted by
 * `sortBy` on the server), whether it shows now (`on`: switched on; `off` names it when not) and
 * its actions.
 */
export function scheduledColumns<T extends Scheduled>(
  t: ReturnType<typeof useOpsT>,
  {
    sortBy,
    on,
    off,
    actions,
  }: { sortBy: string; on: (row: T) => boolean; off: string; actions: (row: T) => ReactNode },
): OpsColumns<T> {
  const col = columnsOf<T>();
  return [
    col.accessor((r) => r.startsAt, {
      id: sortBy,
      header: () => t('content.schedule'),
      enableSorting: true,
      cell: (c) => <ScheduleCell row={c.row.original} />,
    }),
    col.accessor((r) => r.live, {
      id: 'live',
      header: () => t('content.status'),
      cell: (c) => <LiveState live={c.getValue()} on={on(c.row.original)} off={off} />,
    }),
    col.display({ id: 'actions', header: () => t('content.actions'), cell: (c) => actions(c.row.original) }),
  ];
}

/**
 * A content tab: the list (test id `<prefix>-list`) with its toolbar, the form of the row being
 * edited (`form(null)` for a new one) and the confirmation of a delete (`<prefix>-delete-confirm`).
 */
export function ContentList<T extends { id: number }>({
  prefix,
  rows,
  params,
  columns,
  toolbar,
  form,
  deleteTitle,
  name,
}: {
  prefix: string;
  rows: ReturnType<typeof useContentList<T, { list: T[]; total: number }>>;
  params: ListParams;
  columns: OpsColumns<T>;
  toolbar: ReactNode;
  form: (item: T | null) => ReactNode;
  deleteTitle: string;
  name: (row: T) => string;
}) {
  return (
    <>
      <DataTable
        testId={`${prefix}-list`}
        columns={columns}
        list={rows.list}
        params={params}
        rowId={(r) => String(r.id)}
        toolbar={toolbar}
      />
      {rows.editing && form(rows.editing === 'new' ? null : rows.editing)}
      <DeleteConfirm rows={rows} title={deleteTitle} name={name} testId={`${prefix}-delete-confirm`} />
    </>
  );
}
