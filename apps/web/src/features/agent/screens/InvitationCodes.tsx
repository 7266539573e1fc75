import { createInvitationBody, type Invitation } from '@platform/contracts';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAgentProfile, useCreateInvitation, useDeleteInvitation, useInvitations } from '../../../api/agent';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { when } from '../../../ui/datetime';
import { EmptyState } from '../../../ui/EmptyState';
import { bind } from '../../../ui/form/bind';
import { FormAlert } from '../../../ui/form/FormAlert';
import { showServerError } from '../../../ui/form/serverErrors';
import { useZodForm } from '../../../ui/form/useZodForm';
import { Spinner } from '../../../ui/Loader';
import { KindChoice, RebateField, rebateText } from './DownlineFields';

/**
 * The link a code is shared as: the register page with the code in the URL (the register form's
 * affiliate code field is where the code goes).
 */
export const inviteLink = (code: string) =>
  `${window.location.origin}/register?affiliateCode=${encodeURIComponent(code)}`;

/** Invitation codes: each with its kind, rebate and registrations; make one, copy its link, delete it. */
export function InvitationCodes() {
  const { t } = useTranslation();
  const list = useInvitations();
  const profile = useAgentProfile();
  const create = useCreateInvitation();
  const remove = useDeleteInvitation();
  const [copied, setCopied] = useState('');
  const [deleting, setDeleting] = useState<string | null>(null);
  const form = useZodForm(createInvitationBody.extend({ rebate: rebateText(profile.data?.rebate) }), {
    defaultValues: { kind: 'member' as const, rebate: '' },
  });
  const submit = form.handleSubmit(({ kind, rebate }) => {
    create.mutate(
      { kind, rebate: rebate.trim() },
      {
        onSuccess: () => form.reset({ kind, rebate: '' }),
        onError: (err) => showServerError(form, err),
      },
    );
  });
  const copy = async (code: string) => {
    await navigator.clipboard?.writeText(inviteLink(code)).catch(() => undefined);
    setCopied(code);
  };
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4" data-testid="invitations">
      <h2 className="font-bold">{t('agent.invite.title')}</h2>
      {/* Tops aligned, so a message under the rebate does not push the other controls down. */}
      <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3">
        <Controller
          control={form.control}
          name="kind"
          render={({ field, fieldState }) => (
            <KindChoice value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <div className="w-36">
          <Controller
            control={form.control}
            name="rebate"
            render={({ field, fieldState }) => <RebateField {...bind(field, fieldState)} max={undefined} />}
          />
        </div>
        <div className="flex flex-col gap-1">
          {/* The height of a field's label, so the button lines up with the inputs beside it. */}
          <span aria-hidden className="hidden text-xs sm:block">
            &nbsp;
          </span>
          <Button type="submit" disabled={create.isPending} data-testid="invite-create">
            {t('agent.invite.create')}
          </Button>
        </div>
      </form>
      {profile.data && (
        <p className="-mt-1 text-xs text-muted">{t('agent.register.rebateHint', { max: profile.data.rebate })}</p>
      )}
      <FormAlert message={form.formState.errors.root?.server?.message} />
      {list.isError ? (
        <p className="text-sm text-danger">{list.error.message}</p>
      ) : !list.data ? (
        <Spinner />
      ) : list.data.length === 0 ? (
        <EmptyState title={t('agent.invite.empty')} body={t('agent.invite.emptyBody')} />
      ) : (
        <ul className="flex flex-col gap-2">
          {list.data.map((inv) => (
            <Code
              key={inv.code}
              inv={inv}
              copied={copied === inv.code}
              onCopy={() => void copy(inv.code)}
              onDelete={() => setDeleting(inv.code)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('agent.invite.deleteTitle')}
        message={t('agent.invite.deleteBody', { code: deleting ?? '' })}
        testId="invite-delete-dialog"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </section>
  );
}

function Code({
  inv,
  copied,
  onCopy,
  onDelete,
}: {
  inv: Invitation;
  copied: boolean;
  onCopy: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li
      data-testid="invite-row"
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line bg-surface-2/50 px-3 py-2"
    >
      <div className="min-w-0">
        <div className="font-mono font-bold tracking-wide">{inv.code}</div>
        <div className="text-xs text-muted">
          {t(`agent.kind.${inv.kind}`)} · {t('agent.invite.rebate', { rebate: inv.rebate })} ·{' '}
          {t('agent.invite.registrations', { count: inv.registrations })} ·{' '}
          <span className="tabular-nums">{when(inv.createdAt)}</span>
        </div>
        <div className="truncate text-xs text-muted" title={inviteLink(inv.code)}>
          {inviteLink(inv.code)}
        </div>
      </div>
      <div className="flex gap-2">
        <Button variant="outline" className="px-3 py-1 text-xs" onClick={onCopy} data-testid="invite-copy">
          {copied ? t('agent.invite.copied') : t('agent.invite.copy')}
        </Button>
        <Button variant="ghost" className="px-3 py-1 text-xs" onClick={onDelete} data-testid="invite-delete">
          {t('agent.invite.delete')}
        </Button>
      </div>
    </li>
  );
}
