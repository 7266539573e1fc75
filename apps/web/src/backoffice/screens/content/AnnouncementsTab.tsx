import {
  ANNOUNCEMENT_EXECUTIONS,
  type ImageUpload,
  OPS_ANNOUNCEMENT_TYPES,
  type OpsAnnouncement,
  type OpsAnnouncementType,
  ROUTES,
  scheduleProblem,
} from '@platform/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Modal } from '../../../ui/Modal';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { columnsOf, DataTable } from '../../ui/DataTable';
import { useListParams } from '../../ui/list-params';
import {
  Badge,
  Field,
  firstText,
  fromLocalInput,
  LanguageTabs,
  PicturePicker,
  RowButton,
  ScheduleFields,
  Select,
  scheduleText,
  TextInput,
  type Texts,
  toLocalInput,
  useFailure,
} from './parts';

type Execution = (typeof ANNOUNCEMENT_EXECUTIONS)[number];
const col = columnsOf<OpsAnnouncement>();
const KEY = ['ops', 'content', 'announcements'];

/**
 * Announcements: notices (PL, the marquee), popups (PU, with their execution), promotions (PR) and
 * help items (H). With `fixedType` (the Promotions tab) the list and the form keep to that type.
 */
export function AnnouncementsTab({ fixedType }: { fixedType?: OpsAnnouncementType }) {
  const t = useOpsT();
  const qc = useQueryClient();
  const params = useListParams({
    pageSize: 20,
    sort: fixedType ? 'sequence' : 'id',
    order: fixedType ? 'asc' : 'desc',
  });
  const query = { ...params.query, ...(fixedType ? { type: fixedType } : {}) };
  const list = useQuery({
    queryKey: [...KEY, query],
    queryFn: () => opsCall(ROUTES.opsAnnouncements, { query: query as never }),
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<OpsAnnouncement | 'new' | null>(null);
  const [deleting, setDeleting] = useState<OpsAnnouncement | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: KEY });
  const publish = useMutation({
    mutationFn: (a: OpsAnnouncement) =>
      opsCall(a.published ? ROUTES.opsAnnouncementUnpublish : ROUTES.opsAnnouncementPublish, { params: { id: a.id } }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (a: OpsAnnouncement) => opsCall(ROUTES.opsAnnouncementDelete, { params: { id: a.id } }),
    onSettled: () => {
      setDeleting(null);
      return refresh();
    },
  });

  const columns = useMemo(
    () =>
      col.columns([
        ...(fixedType
          ? [
              col.accessor((a) => a.images[0]?.url ?? '', {
                id: 'picture',
                header: () => t('content.picture'),
                cell: (c) =>
                  c.getValue() ? <img src={c.getValue()} alt="" className="h-10 w-28 rounded object-cover" /> : '—',
              }),
            ]
          : [
              col.accessor('type', {
                header: () => t('content.type'),
                cell: (c) => (
                  <span title={t(`content.types.${c.getValue() as OpsAnnouncementType}`)}>
                    <code className="text-xs">{c.getValue()}</code>{' '}
                    {t(`content.types.${c.getValue() as OpsAnnouncementType}`)}
                  </span>
                ),
              }),
            ]),
        col.accessor((a) => firstText(a.title), { id: 'title', header: () => t('content.title') }),
        ...(fixedType
          ? []
          : [
              col.accessor('execution', {
                header: () => t('content.execution'),
                cell: (c) => (c.getValue() ? t(`content.executions.${c.getValue() as Execution}`) : '—'),
              }),
            ]),
        col.accessor('sequence', { header: () => t('content.order'), enableSorting: true }),
        col.accessor('publishedAt', {
          header: () => t('content.schedule'),
          enableSorting: true,
          cell: (c) => (
            <span className="text-xs">{scheduleText(t, c.row.original.startsAt, c.row.original.endsAt)}</span>
          ),
        }),
        col.accessor('live', {
          header: () => t('content.status'),
          cell: (c) => {
            const a = c.row.original;
            return a.live ? (
              <Badge tone="on" label={t('content.live')} />
            ) : a.published ? (
              <Badge tone="wait" label={t('content.scheduled')} />
            ) : (
              <Badge tone="off" label={t('content.draft')} />
            );
          },
        }),
        col.display({
          id: 'actions',
          header: () => t('content.actions'),
          cell: (c) => {
            const a = c.row.original;
            return (
              <div className="flex flex-wrap gap-1">
                <RowButton
                  label={a.published ? t('content.unpublish') : t('content.publish')}
                  onClick={() => publish.mutate(a)}
                  testId="announcement-publish"
                />
                <RowButton label={t('content.edit')} onClick={() => setEditing(a)} testId="announcement-edit" />
                <RowButton
                  label={t('content.delete')}
                  danger
                  onClick={() => setDeleting(a)}
                  testId="announcement-delete"
                />
              </div>
            );
          },
        }),
      ]),
    [t, fixedType, publish],
  );

  return (
    <>
      <DataTable
        testId="announcement-list"
        columns={columns}
        list={list}
        params={params}
        rowId={(a) => String(a.id)}
        toolbar={
          <>
            {!fixedType && (
              <Field label={t('content.type')}>
                <Select
                  value={(params.filters.type ?? '') as OpsAnnouncementType | ''}
                  onChange={(v) => params.setFilter('type', v || undefined)}
                  options={[
                    { value: '', label: t('content.allTypes') },
                    ...OPS_ANNOUNCEMENT_TYPES.map((x) => ({ value: x, label: `${x} · ${t(`content.types.${x}`)}` })),
                  ]}
                  testId="filter-type"
                />
              </Field>
            )}
            <Field label={t('content.status')}>
              <Select
                value={(params.filters.published ?? '') as '' | 'true' | 'false'}
                onChange={(v) => params.setFilter('published', v || undefined)}
                options={[
                  { value: '', label: t('content.allStates') },
                  { value: 'true', label: t('content.published') },
                  { value: 'false', label: t('content.draft') },
                ]}
                testId="filter-published"
              />
            </Field>
            <Button className="ml-auto" onClick={() => setEditing('new')} data-testid="announcement-new">
              {fixedType === 'PR' ? t('content.newPromotion') : t('content.newAnnouncement')}
            </Button>
          </>
        }
      />
      {editing && (
        <AnnouncementForm
          item={editing === 'new' ? null : editing}
          fixedType={fixedType}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('content.deleteAnnouncement')}
        message={t('content.deleteConfirm', { name: deleting ? firstText(deleting.title) : '' })}
        confirmLabel={t('content.delete')}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
        busy={remove.isPending}
        testId="announcement-delete-confirm"
      />
    </>
  );
}

function AnnouncementForm({
  item,
  fixedType,
  onClose,
  onSaved,
}: {
  item: OpsAnnouncement | null;
  fixedType?: OpsAnnouncementType;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useOpsT();
  const f = useFailure();
  const [type, setType] = useState<OpsAnnouncementType>(fixedType ?? (item?.type as OpsAnnouncementType) ?? 'PL');
  const [execution, setExecution] = useState<Execution>(item?.execution ?? 'A');
  const [title, setTitle] = useState<Texts>(item?.title ?? {});
  const [content, setContent] = useState<Texts>(item?.content ?? {});
  const [sequence, setSequence] = useState(String(item?.sequence ?? 0));
  const [startsAt, setStartsAt] = useState(toLocalInput(item?.startsAt ?? null));
  const [endsAt, setEndsAt] = useState(toLocalInput(item?.endsAt ?? null));
  const [image, setImage] = useState<ImageUpload | null>(null);
  const [dropImage, setDropImage] = useState(false);
  const [publishNow, setPublishNow] = useState(false);
  const [localError, setLocalError] = useState<Record<string, string>>({});
  const hasPicture = type === 'PR' || type === 'PU';

  const save = useMutation({
    mutationFn: async () => {
      const body = {
        type,
        title,
        content,
        execution: type === 'PU' ? execution : null,
        sequence: Number(sequence) || 0,
        startsAt: fromLocalInput(startsAt),
        endsAt: fromLocalInput(endsAt),
        ...(image ? { image } : dropImage ? { image: null } : {}),
      };
      const saved = item
        ? await opsCall(ROUTES.opsAnnouncementUpdate, { params: { id: item.id }, body })
        : await opsCall(ROUTES.opsAnnouncementCreate, { body });
      if (publishNow && !saved.published) await opsCall(ROUTES.opsAnnouncementPublish, { params: { id: saved.id } });
    },
    onSuccess: onSaved,
    onError: f.fail,
  });

  function submit() {
    f.clear();
    const errors: Record<string, string> = {};
    if (!Object.values(title).some((v) => v.trim())) errors.title = t('content.titleRequired');
    if (!Object.values(content).some((v) => v.trim())) errors.content = t('content.contentRequired');
    if (scheduleProblem(fromLocalInput(startsAt), fromLocalInput(endsAt))) errors.endsAt = t('content.endBeforeStart');
    setLocalError(errors);
    if (!Object.keys(errors).length) save.mutate();
  }
  const err = (k: string) => localError[k] ?? f.of(k);
  const heading = item
    ? t('content.editAnnouncement')
    : fixedType === 'PR'
      ? t('content.newPromotion')
      : t('content.newAnnouncement');

  return (
    <Modal open onClose={onClose} title={heading} testId="announcement-form" wide>
      <div className="flex flex-col gap-4">
        <div className="grid grid-cols-3 gap-3">
          {!fixedType && (
            <Field label={t('content.type')} error={err('type')}>
              <Select
                value={type}
                onChange={setType}
                options={OPS_ANNOUNCEMENT_TYPES.map((x) => ({ value: x, label: `${x} · ${t(`content.types.${x}`)}` }))}
                testId="announcement-type"
              />
            </Field>
          )}
          {type === 'PU' && (
            <Field label={t('content.execution')} error={err('execution')}>
              <Select
                value={execution}
                onChange={setExecution}
                options={ANNOUNCEMENT_EXECUTIONS.map((x) => ({
                  value: x,
                  label: `${x} · ${t(`content.executions.${x}`)}`,
                }))}
                testId="announcement-execution"
              />
            </Field>
          )}
          <Field label={t('content.order')} error={err('sequence')}>
            <TextInput type="number" value={sequence} onChange={setSequence} testId="announcement-sequence" />
          </Field>
        </div>
        <LanguageTabs
          fields={[
            { key: 'title', label: t('content.title'), values: title, onChange: setTitle },
            { key: 'body', label: t('content.body'), multiline: true, values: content, onChange: setContent },
          ]}
          error={err('title') ?? err('content')}
        />
        {hasPicture && (
          <div className="flex items-end gap-3">
            <PicturePicker
              label={t('content.picture')}
              current={dropImage ? null : (item?.images[0]?.url ?? null)}
              value={image}
              onChange={(v) => {
                setImage(v);
                setDropImage(false);
              }}
              error={err('image')}
            />
            {(image || (item?.images.length && !dropImage)) && (
              <RowButton
                danger
                label={t('content.removePicture')}
                onClick={() => {
                  setImage(null);
                  setDropImage(true);
                }}
              />
            )}
          </div>
        )}
        <ScheduleFields
          startsAt={startsAt}
          endsAt={endsAt}
          onChange={(a, b) => {
            setStartsAt(a);
            setEndsAt(b);
          }}
          error={err('endsAt')}
        />
        {!item?.published && (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={publishNow}
              onChange={(e) => setPublishNow(e.target.checked)}
              data-testid="announcement-publish-now"
            />
            {t('content.publishOnSave')}
          </label>
        )}
        {f.failure && (
          <p className="rounded-lg bg-red-500/10 p-2 text-sm text-red-400" role="alert">
            {f.failure.message}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('content.cancel')}
          </Button>
          <Button onClick={submit} disabled={save.isPending} data-testid="announcement-save">
            {t('content.save')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
