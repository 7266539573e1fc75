import {
  ANNOUNCEMENT_EXECUTIONS,
  OPS_ANNOUNCEMENT_TYPES,
  type OpsAnnouncement,
  type OpsAnnouncementBody,
  type OpsAnnouncementType,
  opsAnnouncementBody,
  ROUTES,
} from '@platform/contracts';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '../../../ui/Button';
import { showServerError } from '../../../ui/form/serverErrors';
import { useZodForm } from '../../../ui/form/useZodForm';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { columnsOf } from '../../ui/DataTable';
import { serverMessage } from '../../ui/FormActions';
import { useListParams } from '../../ui/list-params';
import { SelectField, SelectFilter } from '../../ui/SelectBox';
import { ContentFormDialog, useContentMessages, withSchedule } from './FormDialog';
import { NumberField, PictureField, ScheduleFields } from './fields';
import { LanguageTabs } from './LanguageTabs';
import { ContentList, firstText, RowActions, scheduledColumns, Thumbnail, useContentList } from './list';

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
            <SelectFilter
              params={params}
              name="type"
              label={t('content.type')}
              all={t('content.allTypes')}
              options={OPS_ANNOUNCEMENT_TYPES.map((x) => ({ value: x, label: `${x} · ${t(`content.types.${x}`)}` }))}
            />
          )}
          <SelectFilter
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

const schema = withSchedule(opsAnnouncementBody);

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
  const form = useZodForm(schema, {
    messages: useContentMessages(),
    defaultValues: {
      type: fixedType ?? (item?.type as OpsAnnouncementType) ?? 'PL',
      execution: item?.execution ?? 'A',
      title: item?.title as OpsAnnouncementBody['title'],
      content: item?.content as OpsAnnouncementBody['content'],
      sequence: item?.sequence ?? 0,
      startsAt: item?.startsAt ?? null,
      endsAt: item?.endsAt ?? null,
      image: undefined,
    },
  });
  // Not part of the body: a second call (publish) once the save succeeded.
  const [publishNow, setPublishNow] = useState(false);
  const type = form.watch('type');
  const hasPicture = type === 'PR' || type === 'PU';

  const save = useMutation({
    mutationFn: async (b: OpsAnnouncementBody) => {
      const body = { ...b, execution: b.type === 'PU' ? b.execution : null };
      const saved = item
        ? await opsCall(ROUTES.opsAnnouncementUpdate, { params: { id: item.id }, body })
        : await opsCall(ROUTES.opsAnnouncementCreate, { body });
      if (publishNow && !saved.published) await opsCall(ROUTES.opsAnnouncementPublish, { params: { id: saved.id } });
    },
    onSuccess: onSaved,
    onError: (err) =>
      showServerError(form, err, {
        hidden: [
          ...(fixedType ? ['type'] : []),
          ...(type === 'PU' ? [] : ['execution']),
          ...(hasPicture ? [] : ['image']),
        ],
      }),
  });
  const { control } = form;
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
      message={serverMessage(form)}
      onSubmit={form.handleSubmit((b) => save.mutate(b))}
      saving={save.isPending}
      saveTestId="announcement-save"
    >
      <div className="grid gap-3 sm:grid-cols-3">
        {!fixedType && (
          <SelectField
            control={control}
            name="type"
            label={t('content.type')}
            options={OPS_ANNOUNCEMENT_TYPES.map((x) => ({ value: x, label: `${x} · ${t(`content.types.${x}`)}` }))}
            testId="announcement-type"
          />
        )}
        {type === 'PU' && (
          <SelectField
            control={control}
            name="execution"
            label={t('content.execution')}
            options={ANNOUNCEMENT_EXECUTIONS.map((x) => ({
              value: x,
              label: `${x} · ${t(`content.executions.${x}`)}`,
            }))}
            testId="announcement-execution"
          />
        )}
        <NumberField control={control} name="sequence" label={t('content.order')} testId="announcement-sequence" />
      </div>
      <LanguageTabs
        control={control}
        fields={[
          { name: 'title', label: t('content.title') },
          { name: 'content', label: t('content.body'), multiline: true, testKey: 'body' },
        ]}
      />
      {hasPicture && (
        <PictureField
          control={control}
          name="image"
          label={t('content.picture')}
          current={item?.images[0]?.url ?? null}
          removable
        />
      )}
      <ScheduleFields control={control} />
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
