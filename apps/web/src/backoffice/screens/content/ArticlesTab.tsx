import { ARTICLE_KINDS, type ArticleKind, type OperatorArticle, ROUTES } from '@platform/contracts';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '../../../ui/Button';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { columnsOf, DataTable } from '../../ui/DataTable';
import { useListParams } from '../../ui/list-params';
import { Pill } from '../../ui/Pill';
import { ContentFormDialog, useFailure } from './FormDialog';
import { Field, FilterSelect, Select, TextInput, type Texts } from './fields';
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
            <FilterSelect
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
  const f = useFailure();
  const a = props.article;
  const [kind, setKind] = useState<ArticleKind>(a?.kind ?? 'news');
  const [slug, setSlug] = useState(a?.slug ?? '');
  const [title, setTitle] = useState<Texts>(a?.title ?? {});
  const [summary, setSummary] = useState<Texts>(a?.summary ?? {});
  const [body, setBody] = useState<Texts>(a?.body ?? {});
  const [coverUrl, setCoverUrl] = useState(a?.coverUrl ?? '');
  const [sequence, setSequence] = useState(String(a?.sequence ?? 0));
  const save = useMutation({
    mutationFn: () => {
      const input = {
        kind,
        slug: slug.trim(),
        title,
        summary,
        body,
        coverUrl: coverUrl.trim() || null,
        sequence: Number(sequence) || 0,
      };
      return a
        ? opsCall(ROUTES.operatorArticleUpdate, { params: { id: a.id }, body: input })
        : opsCall(ROUTES.operatorArticleCreate, { body: input });
    },
    onSuccess: props.onSaved,
    onError: f.fail,
  });
  return (
    <ContentFormDialog
      title={a ? t('content.editArticle') : t('content.newArticle')}
      testId="article-form"
      onClose={props.onClose}
      failure={f.failure}
      onSave={() => save.mutate()}
      saving={save.isPending}
      saveTestId="article-save"
    >
      <div className="grid grid-cols-3 gap-3">
        <Field label={t('content.kind')} error={f.of('kind')}>
          <Select
            value={kind}
            onChange={setKind}
            options={ARTICLE_KINDS.map((k) => ({ value: k, label: t(`content.kinds.${k}`) }))}
            testId="article-kind"
          />
        </Field>
        <Field label={t('content.slug')} hint={t('content.slugHint')} error={f.of('slug')}>
          <TextInput value={slug} onChange={setSlug} testId="article-slug" />
        </Field>
        <Field label={t('content.order')} error={f.of('sequence')}>
          <TextInput type="number" value={sequence} onChange={setSequence} />
        </Field>
      </div>
      <LanguageTabs
        fields={[
          { key: 'title', label: t('content.title'), values: title, onChange: setTitle },
          { key: 'summary', label: t('content.summary'), values: summary, onChange: setSummary },
          { key: 'body', label: t('content.body'), multiline: true, values: body, onChange: setBody },
        ]}
        error={f.of('title') ?? f.of('body') ?? f.of('summary')}
      />
      <Field label={t('content.coverUrl')} error={f.of('coverUrl')}>
        <TextInput value={coverUrl} onChange={setCoverUrl} />
      </Field>
    </ContentFormDialog>
  );
}
