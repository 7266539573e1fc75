import { LANGUAGES, type LanguageCode, type OpsHelpSection, opsHelpBody, ROUTES } from '@platform/contracts';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import { Button } from '../../../ui/Button';
import { showServerError } from '../../../ui/form/serverErrors';
import { TextField } from '../../../ui/form/TextField';
import { useZodForm } from '../../../ui/form/useZodForm';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { columnsOf, DataTable } from '../../ui/DataTable';
import { serverMessage } from '../../ui/FormActions';
import { useListParams } from '../../ui/list-params';
import { SelectBox } from '../../ui/SelectBox';
import { ContentFormDialog } from './FormDialog';
import { Field, NumberField, TextAreaField } from './fields';
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
            <SelectBox
              label={t('content.language')}
              value={lang}
              onChange={(v) => params.setFilter('lang', v === 'en' ? undefined : v)}
              options={LANGUAGES.map((l) => ({
                value: l.code,
                label: `${l.native}${written.includes(l.code) ? ' ✓' : ''}`,
              }))}
              testId="filter-lang"
            />
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
  const s = props.section;
  const form = useZodForm(opsHelpBody, {
    defaultValues: {
      lang: props.lang,
      sectionId: s?.sectionId ?? '',
      title: s?.title ?? '',
      body: s?.body ?? '',
      sequence: s?.sequence ?? 0,
    },
  });
  const save = useMutation({
    mutationFn: (body: z.input<typeof opsHelpBody>) => opsCall(ROUTES.opsHelpSave, { body }),
    onSuccess: props.onSaved,
    onError: (err) => showServerError(form, err, { hidden: s ? ['lang', 'sectionId'] : ['lang'] }),
  });
  const { control } = form;
  const lang = LANGUAGES.find((l) => l.code === props.lang)?.native ?? props.lang;
  return (
    <ContentFormDialog
      title={`${s ? t('content.editSection') : t('content.newSection')} · ${lang}`}
      testId="help-form"
      onClose={props.onClose}
      message={serverMessage(form)}
      onSubmit={form.handleSubmit((b) => save.mutate(b))}
      saving={save.isPending}
      saveTestId="help-save"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {s ? (
          <Field label={t('content.anchor')} hint={t('content.anchorHint')}>
            <code className="py-2 text-sm text-fg">#{s.sectionId}</code>
          </Field>
        ) : (
          <TextField
            control={control}
            name="sectionId"
            label={t('content.anchor')}
            hint={t('content.anchorHint')}
            required
            data-testid="help-anchor"
          />
        )}
        <NumberField control={control} name="sequence" label={t('content.order')} />
      </div>
      <TextField control={control} name="title" label={t('content.title')} required data-testid="help-title" />
      <TextAreaField
        control={control}
        name="body"
        label={t('content.body')}
        hint={t('content.htmlHint')}
        required
        testId="help-body"
      />
    </ContentFormDialog>
  );
}
