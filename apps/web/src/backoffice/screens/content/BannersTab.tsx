import {
  BANNER_LINKAGE_TYPES,
  LANGUAGES,
  type OpsBanner,
  type OpsBannerBody,
  opsBannerBody,
  opsBannerCreateBody,
  ROUTES,
  TAB_GROUPS,
} from '@platform/contracts';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type Control, useController } from 'react-hook-form';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/form/Checkbox';
import { showServerError } from '../../../ui/form/serverErrors';
import { TextField } from '../../../ui/form/TextField';
import { useZodForm } from '../../../ui/form/useZodForm';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { columnsOf } from '../../ui/DataTable';
import { serverMessage } from '../../ui/FormActions';
import { useListParams } from '../../ui/list-params';
import { SelectField, SelectFilter } from '../../ui/SelectBox';
import { ContentFormDialog, useContentMessages, withSchedule } from './FormDialog';
import { Field, NumberField, PictureField, ScheduleFields } from './fields';
import { LanguageTabs } from './LanguageTabs';
import { ContentList, firstText, RowActions, RowButton, scheduledColumns, Thumbnail, useContentList } from './list';

type Group = (typeof TAB_GROUPS)[number];
const col = columnsOf<OpsBanner>();
const KEY = ['ops', 'content', 'banners'];

/** Banners: the home carousel (w_home), promotion banners and the others, with picture, link, order, schedule. */
export function BannersTab() {
  const t = useOpsT();
  const params = useListParams({ pageSize: 20, sort: 'sequence', order: 'asc' });
  const rows = useContentList(
    KEY,
    params.query,
    () => opsCall(ROUTES.opsBanners, { query: params.query as never }),
    (b: OpsBanner) => opsCall(ROUTES.opsBannerDelete, { params: { id: b.id } }),
  );
  const { setEditing, setDeleting, refresh } = rows;
  const toggle = useMutation({
    mutationFn: (b: OpsBanner) =>
      opsCall(ROUTES.opsBannerEnabled, { params: { id: b.id }, body: { active: !b.active } }),
    onSettled: refresh,
  });
  /** Moves a banner one place within its group (the server renumbers the whole group). */
  const move = useMutation({
    mutationFn: async ({ b, by }: { b: OpsBanner; by: -1 | 1 }) => {
      const all = await opsCall(ROUTES.opsBanners, {
        query: { group: b.group as Group, sort: 'sequence', order: 'asc', pageSize: 100 },
      });
      const ids = all.list.map((x) => x.id);
      const i = ids.indexOf(b.id);
      const j = i + by;
      if (i < 0 || j < 0 || j >= ids.length) return;
      [ids[i], ids[j]] = [ids[j] as number, ids[i] as number];
      await opsCall(ROUTES.opsBannerOrder, { body: { group: b.group as Group, ids } });
    },
    onSettled: refresh,
  });

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('url', {
          header: () => t('content.picture'),
          cell: (c) => <Thumbnail src={c.getValue()} />,
        }),
        col.accessor((b) => firstText(b.title), { id: 'title', header: () => t('content.title') }),
        col.accessor('group', { header: () => t('content.group'), cell: (c) => t(`content.groups.${c.getValue()}`) }),
        col.accessor('sequence', { header: () => t('content.order'), enableSorting: true }),
        col.accessor('languages', {
          header: () => t('content.languages'),
          cell: (c) => (c.getValue().length ? c.getValue().join(', ') : t('content.allLanguages')),
        }),
        ...scheduledColumns<OpsBanner>(t, {
          sortBy: 'startsAt',
          on: (b) => b.active,
          off: t('content.disabled'),
          actions: (b) => (
            <RowActions prefix="banner" onEdit={() => setEditing(b)} onDelete={() => setDeleting(b)}>
              <RowButton label="↑" onClick={() => move.mutate({ b, by: -1 })} testId="banner-up" />
              <RowButton label="↓" onClick={() => move.mutate({ b, by: 1 })} testId="banner-down" />
              <RowButton
                label={b.active ? t('content.disable') : t('content.enable')}
                onClick={() => toggle.mutate(b)}
                testId="banner-toggle"
              />
            </RowActions>
          ),
        }),
      ]),
    [t, move, toggle, setEditing, setDeleting],
  );

  return (
    <ContentList
      prefix="banner"
      rows={rows}
      params={params}
      columns={columns}
      toolbar={
        <>
          <SelectFilter
            params={params}
            name="group"
            label={t('content.group')}
            all={t('content.allGroups')}
            options={TAB_GROUPS.map((g) => ({ value: g, label: t(`content.groups.${g}`) }))}
          />
          <Button className="ml-auto" onClick={() => setEditing('new')} data-testid="banner-new">
            {t('content.newBanner')}
          </Button>
        </>
      }
      form={(b) => <BannerForm banner={b} onClose={() => setEditing(null)} onSaved={rows.saved} />}
      deleteTitle={t('content.deleteBanner')}
      name={(b) => firstText(b.title)}
    />
  );
}

/** A new banner needs its picture; an edit keeps the current one unless another is picked. */
const createSchema = withSchedule(opsBannerCreateBody);
const editSchema = withSchedule(opsBannerBody);

function BannerForm({
  banner,
  onClose,
  onSaved,
}: {
  banner: OpsBanner | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useOpsT();
  const form = useZodForm(banner ? editSchema : createSchema, {
    messages: useContentMessages(),
    defaultValues: {
      group: (banner?.group as Group) ?? 'w_home',
      title: banner?.title as OpsBannerBody['title'],
      linkageType: banner?.linkageType ?? 'internal',
      linkage: banner?.linkage ?? '',
      sequence: banner?.sequence ?? 0,
      languages: (banner?.languages ?? []) as OpsBannerBody['languages'],
      active: banner?.active ?? true,
      startsAt: banner?.startsAt ?? null,
      endsAt: banner?.endsAt ?? null,
      image: undefined,
    },
  });
  const linkageType = form.watch('linkageType');
  const save = useMutation({
    mutationFn: (b: OpsBannerBody) => {
      const body = { ...b, linkage: b.linkageType === 'none' ? null : b.linkage || null };
      if (banner) return opsCall(ROUTES.opsBannerUpdate, { params: { id: banner.id }, body });
      return opsCall(ROUTES.opsBannerCreate, {
        body: { ...body, image: body.image as NonNullable<typeof body.image> },
      });
    },
    onSuccess: onSaved,
    // The link's input is not shown for 'none': a message about it goes to the form's alert.
    onError: (err) => showServerError(form, err, { hidden: linkageType === 'none' ? ['linkage'] : [] }),
  });
  const { control } = form;

  return (
    <ContentFormDialog
      title={banner ? t('content.editBanner') : t('content.newBanner')}
      testId="banner-form"
      onClose={onClose}
      message={serverMessage(form)}
      onSubmit={form.handleSubmit((b) => save.mutate(b))}
      saving={save.isPending}
      saveTestId="banner-save"
    >
      <PictureField control={control} name="image" label={t('content.picture')} current={banner?.url ?? null} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          control={control}
          name="group"
          label={t('content.group')}
          options={TAB_GROUPS.map((g) => ({ value: g, label: t(`content.groups.${g}`) }))}
          testId="banner-group"
        />
        <NumberField control={control} name="sequence" label={t('content.order')} testId="banner-sequence" />
      </div>
      <LanguageTabs control={control} fields={[{ name: 'title', label: t('content.title') }]} />
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <SelectField
          control={control}
          name="linkageType"
          label={t('content.linkType')}
          options={BANNER_LINKAGE_TYPES.map((l) => ({ value: l, label: t(`content.links.${l}`) }))}
          testId="banner-link-type"
        />
        {linkageType !== 'none' && (
          <TextField
            control={control}
            name="linkage"
            label={t('content.link')}
            hint={t(`content.linkHints.${linkageType ?? 'internal'}`)}
            data-testid="banner-link"
          />
        )}
      </div>
      <LanguagesField control={control} />
      <ScheduleFields control={control} />
      <Checkbox control={control} name="active" testId="banner-active">
        {t('content.enabled')}
      </Checkbox>
    </ContentFormDialog>
  );
}

/** The languages a banner shows in, as chips (none: every language). */
function LanguagesField({ control }: { control: Control<OpsBannerBody, unknown, unknown> }) {
  const t = useOpsT();
  const { field, fieldState } = useController({ control, name: 'languages' });
  const languages = field.value ?? [];
  return (
    <Field label={t('content.languages')} hint={t('content.languagesHint')} error={fieldState.error?.message}>
      <div className="flex flex-wrap gap-1">
        {LANGUAGES.map((l) => {
          const on = languages.includes(l.code);
          return (
            <button
              key={l.code}
              type="button"
              aria-pressed={on}
              className={`rounded-full border px-2 py-0.5 text-xs font-normal ${on ? 'border-gold bg-gold/15 text-gold' : 'border-line text-muted'}`}
              onClick={() => field.onChange(on ? languages.filter((x) => x !== l.code) : [...languages, l.code])}
            >
              {l.native}
            </button>
          );
        })}
      </div>
    </Field>
  );
}
