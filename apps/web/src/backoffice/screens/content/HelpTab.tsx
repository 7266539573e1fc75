import { LANGUAGES, type LanguageCode, type OpsHelpSection, ROUTES } from '@platform/contracts';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '../../../ui/Button';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { columnsOf, DataTable } from '../../ui/DataTable';
import { useListParams } from '../../ui/list-params';
import { ContentFormDialog, useFailure } from './FormDialog';
import { Field, Select, TextInput } from './fields';
import { DeleteConfirm, RowActions, useContentList } from './list';

const col = columnsOf<OpsHelpSection>();
const KEY = ['ops', 'content', 'help'];

/** The help center's sections of one language (a reader of a language without any gets the brand's, else English). */
export function HelpTab() {
  const t = useOpsT();
  const params = useListParams({ pageSize: 50 });
  const lang = (params.filters.lang ?? 'en') as LanguageCode;
  const rows = useContentList(
    KEY,
    params.query,
    () => opsCall(ROUTES.opsHelp, { query: { ...params.query, lang } as never }),
    (s: OpsHelpSection) => opsCall(ROUTES.opsHelpDelete, { params: { lang: s.lang, sectionId: s.sectionId } }),
  );
  const { list, editing, setEditing, setDeleting } = rows;
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('sequence', { header: () => t('content.order') }),
        col.accessor('sectionId', {
          header: () => t('content.anchor'),
          cell: (c) => <code className="text-xs">#{c.getValue()}</code>,
        }),
        col.accessor('title', { header: () => t('content.title') }),
        col.display({
          id: 'actions',
          header: () => t('content.actions'),
          cell: (c) => (
            <RowActions
              prefix="help"
              onEdit={() => setEditing(c.row.original)}
              onDelete={() => setDeleting(c.row.original)}
            />
          ),
        }),
      ]),
    [t, setEditing, setDeleting],
  );
  const written = list.data?.languages ?? [];
  return (
    <>
      <DataTable
        testId="help-list"
        columns={columns}
        list={list}
        params={params}
        rowId={(s) => `${s.lang}/${s.sectionId}`}
        toolbar={
          <>
            <Field label={t('content.language')}>
              <Select
                value={lang}
                onChange={(v) => params.setFilter('lang', v === 'en' ? undefined : v)}
                options={LANGUAGES.map((l) => ({
                  value: l.code,
                  label: `${l.native}${written.includes(l.code) ? ' ✓' : ''}`,
                }))}
                testId="filter-lang"
              />
            </Field>
            <p className="max-w-md text-xs text-muted">{t('content.helpFallback')}</p>
            <Button className="ml-auto" onClick={() => setEditing('new')} data-testid="help-new">
              {t('content.newSection')}
            </Button>
          </>
        }
      />
      {editing && (
        <HelpForm
          section={editing === 'new' ? null : editing}
          lang={lang}
          onClose={() => setEditing(null)}
          onSaved={rows.saved}
        />
      )}
      <DeleteConfirm
        rows={rows}
        title={t('content.deleteSection')}
        name={(s) => s.title}
        testId="help-delete-confirm"
      />
    </>
  );
}

function HelpForm(props: {
  section: OpsHelpSection | null;
  lang: LanguageCode;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useOpsT();
  const f = useFailure();
  const s = props.section;
  const [sectionId, setSectionId] = useState(s?.sectionId ?? '');
  const [title, setTitle] = useState(s?.title ?? '');
  const [body, setBody] = useState(s?.body ?? '');
  const [sequence, setSequence] = useState(String(s?.sequence ?? 0));
  const save = useMutation({
    mutationFn: () =>
      opsCall(ROUTES.opsHelpSave, {
        body: { lang: props.lang, sectionId: sectionId.trim(), title, body, sequence: Number(sequence) || 0 },
      }),
    onSuccess: props.onSaved,
    onError: f.fail,
  });
  const lang = LANGUAGES.find((l) => l.code === props.lang)?.native ?? props.lang;
  return (
    <ContentFormDialog
      title={`${s ? t('content.editSection') : t('content.newSection')} · ${lang}`}
      testId="help-form"
      onClose={props.onClose}
      failure={f.failure}
      onSave={() => save.mutate()}
      saving={save.isPending}
      saveTestId="help-save"
    >
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('content.anchor')} hint={t('content.anchorHint')} error={f.of('sectionId')}>
          {s ? (
            <code className="py-2 text-sm text-fg">#{s.sectionId}</code>
          ) : (
            <TextInput value={sectionId} onChange={setSectionId} testId="help-anchor" />
          )}
        </Field>
        <Field label={t('content.order')} error={f.of('sequence')}>
          <TextInput type="number" value={sequence} onChange={setSequence} />
        </Field>
      </div>
      <Field label={t('content.title')} error={f.of('title')}>
        <TextInput value={title} onChange={setTitle} testId="help-title" />
      </Field>
      <Field label={t('content.body')} hint={t('content.htmlHint')} error={f.of('body')}>
        <textarea
          className="min-h-40 w-full rounded-lg border border-line bg-surface-2 p-3 text-sm text-fg outline-none focus:border-gold"
          value={body}
          onChange={(e) => setBody(e.target.value)}
          data-testid="help-body"
        />
      </Field>
    </ContentFormDialog>
  );
}
