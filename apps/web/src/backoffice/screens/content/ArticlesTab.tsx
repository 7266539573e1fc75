import { ARTICLE_KINDS, type ArticleKind, type OperatorArticle, ROUTES } from '@platform/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Modal } from '../../../ui/Modal';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { columnsOf, DataTable } from '../../ui/DataTable';
import { useListParams } from '../../ui/list-params';
import { Badge, Field, firstText, LanguageTabs, RowButton, Select, TextInput, type Texts, useFailure } from './parts';

const col = columnsOf<OperatorArticle>();
const KEY = ['ops', 'content', 'articles'];

/** Beginner guide, blog and news, through the articles module's operator calls. */
export function ArticlesTab() {
  const t = useOpsT();
  const qc = useQueryClient();
  const params = useListParams({ pageSize: 20 });
  const list = useQuery({
    queryKey: [...KEY, params.query],
    queryFn: () => opsCall(ROUTES.operatorArticles, { query: params.query as never }),
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<OperatorArticle | 'new' | null>(null);
  const [deleting, setDeleting] = useState<OperatorArticle | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: KEY });
  const publish = useMutation({
    mutationFn: (a: OperatorArticle) =>
      opsCall(a.publishedAt ? ROUTES.operatorArticleUnpublish : ROUTES.operatorArticlePublish, {
        params: { id: a.id },
      }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (a: OperatorArticle) => opsCall(ROUTES.operatorArticleDelete, { params: { id: a.id } }),
    onSettled: () => {
      setDeleting(null);
      return refresh();
    },
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
              <Badge tone="on" label={t('content.published')} />
            ) : (
              <Badge tone="off" label={t('content.draft')} />
            ),
        }),
        col.display({
          id: 'actions',
          header: () => t('content.actions'),
          cell: (c) => {
            const a = c.row.original;
            return (
              <div className="flex flex-wrap gap-1">
                <RowButton
                  label={a.publishedAt ? t('content.unpublish') : t('content.publish')}
                  onClick={() => publish.mutate(a)}
                  testId="article-publish"
                />
                <RowButton label={t('content.edit')} onClick={() => setEditing(a)} testId="article-edit" />
                <RowButton label={t('content.delete')} danger onClick={() => setDeleting(a)} testId="article-delete" />
              </div>
            );
          },
        }),
      ]),
    [t, publish],
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
            <Field label={t('content.kind')}>
              <Select
                value={(params.filters.kind ?? '') as ArticleKind | ''}
                onChange={(v) => params.setFilter('kind', v || undefined)}
                options={[
                  { value: '', label: t('content.allKinds') },
                  ...ARTICLE_KINDS.map((k) => ({ value: k, label: t(`content.kinds.${k}`) })),
                ]}
                testId="filter-kind"
              />
            </Field>
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
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('content.deleteArticle')}
        message={t('content.deleteConfirm', { name: deleting ? firstText(deleting.title) : '' })}
        confirmLabel={t('content.delete')}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
        busy={remove.isPending}
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
    <Modal
      open
      onClose={props.onClose}
      title={a ? t('content.editArticle') : t('content.newArticle')}
      testId="article-form"
      wide
    >
      <div className="flex flex-col gap-4">
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
        {f.failure && (
          <p className="rounded-lg bg-red-500/10 p-2 text-sm text-red-400" role="alert">
            {f.failure.message}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={props.onClose}>
            {t('content.cancel')}
          </Button>
          <Button onClick={() => save.mutate()} disabled={save.isPending} data-testid="article-save">
            {t('content.save')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
