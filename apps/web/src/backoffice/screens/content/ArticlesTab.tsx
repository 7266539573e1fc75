import { ARTICLE_KINDS, type ArticleBody, articleBody, type OperatorArticle, ROUTES } from '@platform/contracts';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Button } from '../../../ui/Button';
import { showServerError } from '../../../ui/form/serverErrors';
import { TextField } from '../../../ui/form/TextField';
import { useZodForm } from '../../../ui/form/useZodForm';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { columnsOf, DataTable } from '../../ui/DataTable';
import { serverMessage } from '../../ui/FormActions';
import { useListParams } from '../../ui/list-params';
import { Pill } from '../../ui/Pill';
import { SelectField, SelectFilter } from '../../ui/SelectBox';
import { ContentFormDialog, useContentMessages } from './FormDialog';
import { hasText, NumberField } from './fields';
import { LanguageTabs } from './LanguageTabs';
import { DeleteConfirm, firstText, RowActions, useContentList } from './list';

const col = columnsOf<OperatorArticle>();
const KEY = ['ops', 'content', 'articles'];

/** Beginner guide, blog and news, through the articles module's operator calls. */
export function ArticlesTab() {
  const t = useOpsT();
  const params = useListParams({ pageSize: 20 });
  const rows = useContentList(
    KEY,
    params.query,
    () => opsCall(ROUTES.operatorArticles, { query: params.query as never }),
    (a: OperatorArticle) => opsCall(ROUTES.operatorArticleDelete, { params: { id: a.id } }),
  );
  const { list, editing, setEditing, setDeleting, refresh } = rows;
  const publish = useMutation({
    mutationFn: (a: OperatorArticle) =>
      opsCall(a.publishedAt ? ROUTES.operatorArticleUnpublish : ROUTES.operatorArticlePublish, {
        params: { id: a.id },
      }),
    onSettled: refresh,
  });
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('kind', { header: () => t('content.kind'), cell: (c) => t(`content.kinds.${c.getValue()}`) }),
        col.accessor((a) => firstText(a.title), { id: 'title', header: () => t('content.title') }),
        col.accessor('slug', {
          header: () => t('content.slug'),
          cell: (c) => <code className="text-xs">{c.getValue()}</code>,
        }),
        col.accessor('sequence', { header: () => t('content.order') }),
        col.accessor('publishedAt', {
          header: () => t('content.status'),
          cell: (c) =>
            c.getValue() ? (
              <Pill tone="good">{t('content.published')}</Pill>
            ) : (
              <Pill tone="muted">{t('content.draft')}</Pill>
            ),
        }),
        col.display({
          id: 'actions',
          header: () => t('content.actions'),
          cell: (c) => {
            const a = c.row.original;
            return (
              <RowActions
                prefix="article"
                published={Boolean(a.publishedAt)}
                onPublish={() => publish.mutate(a)}
                onEdit={() => setEditing(a)}
                onDelete={() => setDeleting(a)}
              />
            );
          },
        }),
      ]),
    [t, publish, setEditing, setDeleting],
  );
  return (
    <>
      <DataTable
        testId="article-list"
        columns={columns}
        list={list}
        params={params}
        rowId={(a) => String(a.id)}
        toolbar={
          <>
            <SelectFilter
              params={params}
              name="kind"
              label={t('content.kind')}
              all={t('content.allKinds')}
              options={ARTICLE_KINDS.map((k) => ({ value: k, label: t(`content.kinds.${k}`) }))}
            />
            <Button className="ml-auto" onClick={() => setEditing('new')} data-testid="article-new">
              {t('content.newArticle')}
            </Button>
          </>
        }
      />
      {editing && (
        <ArticleForm
          article={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={rows.saved}
        />
      )}
      <DeleteConfirm
        rows={rows}
        title={t('content.deleteArticle')}
        name={(a) => firstText(a.title)}
        testId="article-delete-confirm"
      />
    </>
  );
}

function ArticleForm(props: { article: OperatorArticle | null; onClose: () => void; onSaved: () => void }) {
  const t = useOpsT();
  const a = props.article;
  const form = useZodForm(articleBody, {
    messages: useContentMessages(),
    defaultValues: {
      kind: a?.kind ?? 'news',
      slug: a?.slug ?? '',
      title: a?.title as ArticleBody['title'],
      // No summary is the contract's default (none), not an empty one it would refuse.
      summary: hasText(a?.summary) ? (a?.summary as ArticleBody['summary']) : undefined,
      body: a?.body as ArticleBody['body'],
      coverUrl: a?.coverUrl ?? '',
      sequence: a?.sequence ?? 0,
    },
  });
  const save = useMutation({
    mutationFn: (b: ArticleBody) => {
      // The contract fills an absent summary with {}, which it refuses when sent back: none is sent.
      const input = { ...b, summary: hasText(b.summary) ? b.summary : undefined, coverUrl: b.coverUrl || null };
      return a
        ? opsCall(ROUTES.operatorArticleUpdate, { params: { id: a.id }, body: input })
        : opsCall(ROUTES.operatorArticleCreate, { body: input });
    },
    onSuccess: props.onSaved,
    onError: (err) => showServerError(form, err),
  });
  const { control } = form;
  return (
    <ContentFormDialog
      title={a ? t('content.editArticle') : t('content.newArticle')}
      testId="article-form"
      onClose={props.onClose}
      message={serverMessage(form)}
      onSubmit={form.handleSubmit((b) => save.mutate(b))}
      saving={save.isPending}
      saveTestId="article-save"
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          control={control}
          name="kind"
          label={t('content.kind')}
          options={ARTICLE_KINDS.map((k) => ({ value: k, label: t(`content.kinds.${k}`) }))}
          testId="article-kind"
        />
        <TextField
          control={control}
          name="slug"
          label={t('content.slug')}
          hint={t('content.slugHint')}
          required
          data-testid="article-slug"
        />
        <NumberField control={control} name="sequence" label={t('content.order')} />
      </div>
      <LanguageTabs
        control={control}
        fields={[
          { name: 'title', label: t('content.title') },
          { name: 'summary', label: t('content.summary') },
          { name: 'body', label: t('content.body'), multiline: true },
        ]}
      />
      <TextField control={control} name="coverUrl" label={t('content.coverUrl')} />
    </ContentFormDialog>
  );
}
