import { rebateBody } from '@platform/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { accountKeys } from '../../../api/account';
import { agentKeys, useAgentProfile, useDownline, useSetRebate } from '../../../api/agent';
import { Button } from '../../../ui/Button';
import { when } from '../../../ui/datetime';
import { bind } from '../../../ui/form/bind';
import { showServerError } from '../../../ui/form/serverErrors';
import { useZodForm } from '../../../ui/form/useZodForm';
import { Spinner } from '../../../ui/Loader';
import { DialogFooter, Modal } from '../../../ui/Modal';
import { OfferContractDialog } from '../../agent-contracts/OfferContractDialog';
import { TransferDownlineButton } from '../../agent-transfers';
import { Amount, Signed, Stat } from '../table';
import { RebateField, rebateText } from './DownlineFields';

/**
 * A downline's details: where it sits in the team (path from the caller), its 30-day figures, its
 * rebate (never above the caller's own), and the money and contract actions.
 */
export function DownlineDetailPanel({ memberId, onClose }: { memberId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isError, error } = useDownline(memberId);
  const [offering, setOffering] = useState(false);
  const qc = useQueryClient();
  // A transfer moves the downline's and the caller's balances: every figure that shows them reads again.
  const transferred = (result?: unknown) => {
    if (!result) return;
    void qc.invalidateQueries({ queryKey: agentKeys.all });
    void qc.invalidateQueries({ queryKey: accountKeys.balance });
  };
  const close = onClose;
  return (
    <Modal
      open={memberId !== null}
      onClose={close}
      title={data?.account ?? t('agent.downline.details')}
      testId="downline-detail"
      wide
    >
      {isError ? (
        <p className="text-sm text-danger">{error.message}</p>
      ) : !data ? (
        <Spinner />
      ) : (
        <div className="flex flex-col gap-4">
          <nav className="flex flex-wrap items-center gap-1 text-sm text-muted" data-testid="downline-path">
            {data.path.map((p, i) => (
              <span key={p.memberId} className="flex items-center gap-1">
                {i > 0 && <span>›</span>}
                <span className={i === data.path.length - 1 ? 'font-semibold text-fg' : ''}>{p.account}</span>
              </span>
            ))}
          </nav>
          <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            <Stat label={t('agent.col.kind')} value={t(`agent.kind.${data.isAgent ? 'agent' : 'member'}`)} />
            <Stat label={t('agent.col.rebate')} value={`${data.rebate}%`} testId="detail-rebate" />
            <Stat label={t('agent.col.teamSize')} value={data.teamSize} />
            <Stat label={t('agent.col.balance')} value={<Amount value={data.balance} />} accent />
          </dl>
          <div className="text-xs text-muted">
            {t('agent.col.createdAt')}: {when(data.createdAt)} · {t('agent.col.lastLogin')}:{' '}
            {data.lastLoginAt ? when(data.lastLoginAt) : t('agent.never')}
          </div>
          <section>
            <h3 className="mb-2 text-sm font-bold">{t('agent.downline.d30')}</h3>
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              <Stat label={t('agent.overview.newMembers')} value={data.d30.newMembers} />
              <Stat label={t('agent.overview.activeMembers')} value={data.d30.activeMembers} />
              <Stat label={t('agent.overview.deposits')} value={<Amount value={data.d30.deposits} />} />
              <Stat label={t('agent.overview.withdrawals')} value={<Amount value={data.d30.withdrawals} />} />
              <Stat label={t('agent.overview.bets')} value={<Amount value={data.d30.bets} />} />
              <Stat label={t('agent.overview.profit')} value={<Signed value={data.d30.profit} />} />
            </dl>
          </section>
          {data.depth === 1 && <RebateForm key={data.memberId} memberId={data.memberId} />}
          <DialogFooter>
            <div className="flex flex-wrap justify-end gap-2">
              <TransferDownlineButton memberId={data.memberId} account={data.account} onDone={transferred} />
              {data.isAgent && data.depth === 1 && (
                <Button variant="outline" onClick={() => setOffering(true)} data-testid="offer-contract">
                  {t('agent.downline.offerContract')}
                </Button>
              )}
            </div>
          </DialogFooter>
          {offering && (
            <OfferContractDialog
              downline={{ memberId: data.memberId, account: data.account }}
              onClose={() => setOffering(false)}
            />
          )}
        </div>
      )}
    </Modal>
  );
}

/** A direct downline's new rebate: the contract's rebate body, as typed, at most the caller's own. */
function RebateForm({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const profile = useAgentProfile();
  const setRebate = useSetRebate();
  const [saved, setSaved] = useState(false);
  const form = useZodForm(rebateBody.extend({ rebate: rebateText(profile.data?.rebate) }), {
    defaultValues: { rebate: '' },
  });
  const save = form.handleSubmit(({ rebate }) => {
    setSaved(false);
    setRebate.mutate(
      { memberId, rebate: rebate.trim() },
      {
        onSuccess: () => {
          setSaved(true);
          form.reset({ rebate: '' });
        },
        onError: (err) => showServerError(form, err),
      },
    );
  });
  const serverMessage = form.formState.errors.root?.server?.message;
  return (
    <form
      onSubmit={save}
      noValidate
      // The button lines up with the input (below the label), not with the hint under it.
      className="flex flex-wrap items-start gap-3 rounded-xl border border-line p-3"
      data-testid="rebate-form"
    >
      <div className="w-full sm:w-72">
        <Controller
          control={form.control}
          name="rebate"
          render={({ field, fieldState }) => (
            <RebateField
              label={t('agent.downline.newRebate')}
              {...bind(field, fieldState)}
              // A refusal that names no field (not in the caller's team, say) shows here too.
              error={fieldState.error?.message ?? serverMessage}
              max={profile.data?.rebate}
            />
          )}
        />
      </div>
      <Button type="submit" disabled={setRebate.isPending} className="sm:mt-5" data-testid="rebate-save">
        {t('agent.downline.setRebate')}
      </Button>
      {saved && <span className="text-sm text-emerald sm:mt-7">{t('agent.downline.rebateSaved')}</span>}
    </form>
  );
}
