import { CONTRACT_KINDS, type ContractRequest } from '@platform/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberInfo } from '../../api/account';
import { useConsolidatedContracts, useContractAction } from '../../api/agent';
import { useModals } from '../../state/modals';
import { useToken } from '../../state/session';
import { Button } from '../../ui/Button';
import { when } from '../../ui/datetime';
import { DialogFooter, Modal } from '../../ui/Modal';
import { ContractTerms } from './ContractTerms';

/** Offers the agent put aside with "Later" in this tab: the popup comes back only for new ones. */
const SEEN_KEY = 'contractOffersSeen';
const seenIds = () => new Set((sessionStorage.getItem(SEEN_KEY) ?? '').split(',').filter(Boolean).map(Number));
/** The salary and dividend screens open the popup with this event. */
export const OPEN_CONTRACT_POPUP = 'contract-popup:open';
export const openContractPopup = () => window.dispatchEvent(new Event(OPEN_CONTRACT_POPUP));

/**
 * The contract popup (spec §2, logged-in only): an agent with offers from its upline (new
 * contracts or termination requests) reviews each one's terms and accepts or rejects it.
 */
export function ContractPopup() {
  const { t } = useTranslation();
  const token = useToken();
  const info = useMemberInfo();
  const { modal } = useModals();
  const consolidated = useConsolidatedContracts(Boolean(token) && info.data?.isAgent === true);
  const [seen, setSeen] = useState(seenIds);
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    const open = () => setAsked(true);
    window.addEventListener(OPEN_CONTRACT_POPUP, open);
    return () => window.removeEventListener(OPEN_CONTRACT_POPUP, open);
  }, []);
  const data = consolidated.data;
  const pending = data ? CONTRACT_KINDS.flatMap((k) => (data[k].enabled ? data[k].pending : [])) : [];
  const fresh = pending.some((p) => !seen.has(p.id));
  const open = Boolean(token) && pending.length > 0 && modal === null && (asked || fresh);
  const later = () => {
    const next = new Set([...seenIds(), ...pending.map((p) => p.id)]);
    sessionStorage.setItem(SEEN_KEY, [...next].join(','));
    setSeen(next);
    setAsked(false);
  };
  return (
    <Modal open={open} onClose={later} title={t('agent.contracts.popupTitle')} testId="contract-popup" wide>
      <p className="mb-3 text-sm text-muted">{t('agent.contracts.popupBody')}</p>
      <ul className="flex flex-col gap-3">
        {pending.map((r) => (
          <PendingOffer key={r.id} request={r} />
        ))}
      </ul>
      <DialogFooter className="mt-4">
        <div className="flex justify-end">
          <Button variant="ghost" onClick={later} data-testid="contract-popup-later">
            {t('agent.contracts.later')}
          </Button>
        </div>
      </DialogFooter>
    </Modal>
  );
}

/** One offer from the upline: who, what, the terms, and the two answers. */
export function PendingOffer({ request }: { request: ContractRequest }) {
  const { t } = useTranslation();
  const act = useContractAction(request.kind);
  const [error, setError] = useState('');
  const answer = (action: 'accept' | 'reject') =>
    act.mutate({ action, requestId: request.id }, { onError: (e) => setError(e.message) });
  return (
    <li className="rounded-xl border border-gold/40 bg-gold/5 p-3" data-testid="pending-offer" data-kind={request.kind}>
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-bold">
          {t(`agent.contracts.kind.${request.kind}`)} ·{' '}
          {t(request.type === 'new' ? 'agent.contracts.newOffer' : 'agent.contracts.terminationOffer')}
        </span>
        <span className="text-xs text-muted">
          {t('agent.contracts.from', { account: request.uplineAccount })} ·{' '}
          <span className="tabular-nums">{when(request.createdAt)}</span>
        </span>
      </div>
      <ContractTerms terms={request} />
      {error && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="ghost" disabled={act.isPending} onClick={() => answer('reject')} data-testid="offer-reject">
          {t('agent.contracts.reject')}
        </Button>
        <Button disabled={act.isPending} onClick={() => answer('accept')} data-testid="offer-accept">
          {t('agent.contracts.accept')}
        </Button>
      </div>
    </li>
  );
}
