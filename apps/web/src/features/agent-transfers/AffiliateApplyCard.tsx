import { AFFILIATE_HASH, affiliateApplyBody } from '@platform/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useMemberInfo } from '../../api/account';
import { applyAffiliate, transferKeys, useAffiliateApplication } from '../../api/agent-transfers';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/form/FormAlert';
import { showServerError } from '../../ui/form/serverErrors';
import { useZodForm } from '../../ui/form/useZodForm';

const input =
  'w-full rounded-lg border border-line bg-surface-2 px-3 py-2 text-sm text-fg outline-none focus:border-gold aria-[invalid=true]:border-danger';

/**
 * "Become an agent" in the member center: a player applies (an optional reason and contact); the
 * card then shows the application's state (in process, rejected with the operator's remark). An
 * agent sees the way to its agent center instead. "Become an agent" links land on it by the hash
 * AFFILIATE_HASH: the card comes into view with its form open.
 */
export function AffiliateApplyCard() {
  const { t } = useTranslation();
  const id = useId();
  const qc = useQueryClient();
  const me = useMemberInfo().data;
  const state = useAffiliateApplication(Boolean(me && !me.isTrial && !me.isAgent)).data;
  const asked = useLocation().hash === `#${AFFILIATE_HASH}`;
  const [open, setOpen] = useState(asked);
  const card = useRef<HTMLDivElement>(null);
  const shown = Boolean(me && (me.isAgent || state));
  useEffect(() => {
    if (asked && shown) card.current?.scrollIntoView({ block: 'center' });
  }, [asked, shown]);
  const form = useZodForm(affiliateApplyBody, { defaultValues: { reason: '', contact: '' } });
  const { errors } = form.formState;

  if (!me || me.isTrial) return null;
  const shell = 'rounded-xl border border-line bg-surface-2/60 p-3 text-sm';
  if (me.isAgent)
    return (
      <div ref={card} id={AFFILIATE_HASH} data-testid="affiliate-card" className={shell}>
        <p className="font-semibold">{t('agentTransfers.affiliate.agentTitle')}</p>
        <Link to="/agentHome" className="mt-1 inline-block text-xs font-semibold text-gold underline">
          {t('agentTransfers.affiliate.agentLink')}
        </Link>
      </div>
    );
  if (!state) return null;
  const app = state.application;

  const submit = form.handleSubmit(async ({ reason, contact }) => {
    try {
      await applyAffiliate({ reason: reason || undefined, contact: contact || undefined });
      await qc.invalidateQueries({ queryKey: transferKeys.affiliate });
      setOpen(false);
    } catch (err) {
      showServerError(form, err);
    }
  });

  return (
    <div ref={card} id={AFFILIATE_HASH} data-testid="affiliate-card" className={shell}>
      <p className="font-semibold">{t('agentTransfers.affiliate.title')}</p>
      {app?.status === 'in_process' && (
        <p data-testid="affiliate-status" className="mt-1 text-xs text-gold">
          {t('agentTransfers.affiliate.inProcess')}
        </p>
      )}
      {app?.status === 'rejected' && (
        <p data-testid="affiliate-status" className="mt-1 text-xs text-danger">
          {t('agentTransfers.affiliate.rejected')}
          {app.remark ? `: ${app.remark}` : ''}
        </p>
      )}
      {state.canApply && !open && (
        <>
          <p className="mt-1 text-xs text-muted">{t('agentTransfers.affiliate.body')}</p>
          <Button className="mt-2 w-full" onClick={() => setOpen(true)} data-testid="affiliate-open">
            {t('agentTransfers.affiliate.apply')}
          </Button>
        </>
      )}
      {open && state.canApply && (
        <form onSubmit={submit} noValidate className="mt-2 flex flex-col gap-2" data-testid="affiliate-form">
          <label htmlFor={`${id}-r`} className="text-xs font-semibold text-muted">
            {t('agentTransfers.affiliate.reason')}
          </label>
          <textarea
            id={`${id}-r`}
            rows={3}
            maxLength={140}
            {...form.register('reason')}
            aria-invalid={Boolean(errors.reason)}
            className={input}
          />
          <label htmlFor={`${id}-c`} className="text-xs font-semibold text-muted">
            {t('agentTransfers.affiliate.contact')}
          </label>
          <input
            id={`${id}-c`}
            maxLength={64}
            {...form.register('contact')}
            aria-invalid={Boolean(errors.contact)}
            className={input}
          />
          {errors.reason && <p className="text-xs text-danger">{errors.reason.message}</p>}
          {errors.contact && <p className="text-xs text-danger">{errors.contact.message}</p>}
          <FormAlert message={errors.root?.server?.message} />
          <div className="flex gap-2">
            <Button variant="ghost" className="flex-1" onClick={() => setOpen(false)}>
              {t('agentTransfers.affiliate.cancel')}
            </Button>
            <Button
              type="submit"
              className="flex-1"
              disabled={form.formState.isSubmitting}
              data-testid="affiliate-submit"
            >
              {t('agentTransfers.affiliate.send')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
