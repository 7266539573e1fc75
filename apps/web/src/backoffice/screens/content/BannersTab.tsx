import {
  BANNER_LINKAGE_TYPES,
  type ImageUpload,
  LANGUAGES,
  type OpsBanner,
  ROUTES,
  TAB_GROUPS,
} from '@platform/contracts';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '../../../ui/Button';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { columnsOf } from '../../ui/DataTable';
import { useListParams } from '../../ui/list-params';
import { ContentFormDialog, useScheduledForm } from './FormDialog';
import { Field, FilterSelect, PicturePicker, ScheduleFields, Select, TextInput, type Texts } from './fields';
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
          <FilterSelect
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
  const { f, schedule, submit: check } = useScheduledForm(banner);
  const [group, setGroup] = useState<Group>((banner?.group as Group) ?? 'w_home');
  const [title, setTitle] = useState<Texts>(banner?.title ?? {});
  const [linkageType, setLinkageType] = useState<OpsBanner['linkageType']>(banner?.linkageType ?? 'internal');
  const [linkage, setLinkage] = useState(banner?.linkage ?? '');
  const [sequence, setSequence] = useState(String(banner?.sequence ?? 0));
  const [languages, setLanguages] = useState<string[]>(banner?.languages ?? []);
  const [active, setActive] = useState(banner?.active ?? true);
  const [image, setImage] = useState<ImageUpload | null>(null);

  const save = useMutation({
    mutationFn: () => {
      const body = {
        group,
        title,
        linkageType,
        linkage: linkageType === 'none' ? null : linkage.trim() || null,
        sequence: Number(sequence) || 0,
        languages: languages as never,
        active,
        ...schedule.instants(),
      };
      if (banner)
        return opsCall(ROUTES.opsBannerUpdate, {
          params: { id: banner.id },
          body: { ...body, ...(image ? { image } : {}) },
        });
      return opsCall(ROUTES.opsBannerCreate, { body: { ...body, image: image as ImageUpload } });
    },
    onSuccess: onSaved,
    onError: f.fail,
  });

  const submit = () =>
    check(title, !banner && !image ? { image: t('content.pictureRequired') } : {}, () => save.mutate());
  const err = f.of;

  return (
    <ContentFormDialog
      title={banner ? t('content.editBanner') : t('content.newBanner')}
      testId="banner-form"
      onClose={onClose}
      failure={f.failure}
      onSave={submit}
      saving={save.isPending}
      saveTestId="banner-save"
    >
      <PicturePicker
        label={t('content.picture')}
        current={banner?.url ?? null}
        value={image}
        onChange={setImage}
        error={err('image')}
      />
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('content.group')} error={err('group')}>
          <Select
            value={group}
            onChange={setGroup}
            options={TAB_GROUPS.map((g) => ({ value: g, label: t(`content.groups.${g}`) }))}
            testId="banner-group"
          />
        </Field>
        <Field label={t('content.order')} error={err('sequence')}>
          <TextInput type="number" value={sequence} onChange={setSequence} testId="banner-sequence" />
        </Field>
      </div>
      <LanguageTabs
        fields={[{ key: 'title', label: t('content.title'), values: title, onChange: setTitle }]}
        error={err('title')}
      />
      <div className="grid grid-cols-[12rem_1fr] gap-3">
        <Field label={t('content.linkType')}>
          <Select
            value={linkageType}
            onChange={setLinkageType}
            options={BANNER_LINKAGE_TYPES.map((l) => ({ value: l, label: t(`content.links.${l}`) }))}
            testId="banner-link-type"
          />
        </Field>
        {linkageType !== 'none' && (
          <Field label={t('content.link')} error={err('linkage')} hint={t(`content.linkHints.${linkageType}`)}>
            <TextInput value={linkage} onChange={setLinkage} testId="banner-link" />
          </Field>
        )}
      </div>
      <Field label={t('content.languages')} hint={t('content.languagesHint')} error={err('languages')}>
        <div className="flex flex-wrap gap-1">
          {LANGUAGES.map((l) => {
            const on = languages.includes(l.code);
            return (
              <button
                key={l.code}
                type="button"
                aria-pressed={on}
                className={`rounded-full border px-2 py-0.5 text-xs font-normal ${on ? 'border-gold bg-gold/15 text-gold' : 'border-line text-muted'}`}
                onClick={() => setLanguages(on ? languages.filter((x) => x !== l.code) : [...languages, l.code])}
              >
                {l.native}
              </button>
            );
          })}
        </div>
      </Field>
      <ScheduleFields schedule={schedule} error={err('endsAt')} />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={active}
          onChange={(e) => setActive(e.target.checked)}
          data-testid="banner-active"
        />
        {t('content.enabled')}
      </label>
    </ContentFormDialog>
  );
}
