import {
  ANNOUNCEMENT_EXECUTIONS,
  type ImageUpload,
  OPS_ANNOUNCEMENT_TYPES,
  type OpsAnnouncement,
  type OpsAnnouncementType,
  ROUTES,
} from '@platform/contracts';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '../../../ui/Button';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { columnsOf } from '../../ui/DataTable';
import { useListParams } from '../../ui/list-params';
import { ContentFormDialog, useScheduledForm } from './FormDialog';
import { Field, FilterSelect, hasText, PicturePicker, ScheduleFields, Select, TextInput, type Texts } from './fields';
import { LanguageTabs } from './LanguageTabs';
import { ContentList, firstText, RowActions, RowButton, scheduledColumns, Thumbnail, useContentList } from './list';

type Execution = (typeof ANNOUNCEMENT_EXECUTIONS)[number];
const col = columnsOf<OpsAnnouncement>();
const KEY = ['ops', 'content', 'announcements'];

/**
 * Announcements: notices (PL, the marquee), popups (PU, with their execution), promotions (PR) and
 * help items (H). With `fixedType` (the Promotions tab) the list and the form keep to that type.
 */
export function AnnouncementsTab({ fixedType }: { fixedType?: OpsAnnouncementType }) {
  const t = useOpsT();
  const params = useListParams({
    pageSize: 20,
    sort: fixedType ? 'sequence' : 'id',
    order: fixedType ? 'asc' : 'desc',
  });
  const query = { ...params.query, ...(fixedType ? { type: fixedType } : {}) };
  const rows = useContentList(
    KEY,
    query,
    () => opsCall(ROUTES.opsAnnouncements, { query: query as never }),
    (a: OpsAnnouncement) => opsCall(ROUTES.opsAnnouncementDelete, { params: { id: a.id } }),
  );
  const { setEditing, setDeleting, refresh } = rows;
  const publish = useMutation({
    mutationFn: (a: OpsAnnouncement) =>
      opsCall(a.published ? ROUTES.opsAnnouncementUnpublish : ROUTES.opsAnnouncementPublish, { params: { id: a.id } }),
    onSettled: refresh,
  });

  const columns = useMemo(
    () =>
      col.columns([
        ...(fixedType
          ? [
              col.accessor((a) => a.images[0]?.url ?? '', {
                id: 'picture',
                header: () => t('content.picture'),
                cell: (c) => (c.getValue() ? <Thumbnail src={c.getValue()} /> : '—'),
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
        ...scheduledColumns<OpsAnnouncement>(t, {
          sortBy: 'publishedAt',
          on: (a) => a.published,
          off: t('content.draft'),
          actions: (a) => (
            <RowActions
              prefix="announcement"
              published={a.published}
              onPublish={() => publish.mutate(a)}
              onEdit={() => setEditing(a)}
              onDelete={() => setDeleting(a)}
            />
          ),
        }),
      ]),
    [t, fixedType, publish, setEditing, setDeleting],
  );

  return (
    <ContentList
      prefix="announcement"
      rows={rows}
      params={params}
      columns={columns}
      toolbar={
        <>
          {!fixedType && (
            <FilterSelect
              params={params}
              name="type"
              label={t('content.type')}
              all={t('content.allTypes')}
              options={OPS_ANNOUNCEMENT_TYPES.map((x) => ({ value: x, label: `${x} · ${t(`content.types.${x}`)}` }))}
            />
          )}
          <FilterSelect
            params={params}
            name="published"
            label={t('content.status')}
            all={t('content.allStates')}
            options={[
              { value: 'true', label: t('content.published') },
              { value: 'false', label: t('content.draft') },
            ]}
          />
          <Button className="ml-auto" onClick={() => setEditing('new')} data-testid="announcement-new">
            {fixedType === 'PR' ? t('content.newPromotion') : t('content.newAnnouncement')}
          </Button>
        </>
      }
      form={(a) => (
        <AnnouncementForm item={a} fixedType={fixedType} onClose={() => setEditing(null)} onSaved={rows.saved} />
      )}
      deleteTitle={t('content.deleteAnnouncement')}
      name={(a) => firstText(a.title)}
    />
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
  const { f, schedule, submit: check } = useScheduledForm(item);
  const [type, setType] = useState<OpsAnnouncementType>(fixedType ?? (item?.type as OpsAnnouncementType) ?? 'PL');
  const [execution, setExecution] = useState<Execution>(item?.execution ?? 'A');
  const [title, setTitle] = useState<Texts>(item?.title ?? {});
  const [content, setContent] = useState<Texts>(item?.content ?? {});
  const [sequence, setSequence] = useState(String(item?.sequence ?? 0));
  const [image, setImage] = useState<ImageUpload | null>(null);
  const [dropImage, setDropImage] = useState(false);
  const [publishNow, setPublishNow] = useState(false);
  const hasPicture = type === 'PR' || type === 'PU';

  const save = useMutation({
    mutationFn: async () => {
      const body = {
        type,
        title,
        content,
        execution: type === 'PU' ? execution : null,
        sequence: Number(sequence) || 0,
        ...schedule.instants(),
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

  const submit = () =>
    check(title, hasText(content) ? {} : { content: t('content.contentRequired') }, () => save.mutate());
  const err = f.of;
  const heading = item
    ? t('content.editAnnouncement')
    : fixedType === 'PR'
      ? t('content.newPromotion')
      : t('content.newAnnouncement');

  return (
    <ContentFormDialog
      title={heading}
      testId="announcement-form"
      onClose={onClose}
      failure={f.failure}
      onSave={submit}
      saving={save.isPending}
      saveTestId="announcement-save"
    >
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
      <ScheduleFields schedule={schedule} error={err('endsAt')} />
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
    </ContentFormDialog>
  );
}
