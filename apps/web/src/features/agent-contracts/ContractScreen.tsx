import type { Contract, ContractKind } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgentProfile, useConsolidatedContracts, useContractAction, useContracts } from '../../api/agent';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { when } from '../../ui/datetime';
import { Spinner } from '../../ui/Loader';
import { Pagination } from '../../ui/Pagination';
import { openContractPopup, PendingOffer } from './ContractPopup';
import { ContractTerms, StateBadge } from './ContractTerms';
import { OfferContractDialog } from './OfferContractDialog';
import { SettlementRecords } from './SettlementRecords';

const PAGE_SIZE = 10;
type Ending = { contract: Contract; action: 'requestTermination' | 'terminate' };

/**
 * A contract kind's screen (dividend record, daily wages, hourly and real-time salary): my
 * contract with my upline and its offers, the contracts I offered my downline agents, and the
 * settlement records.
 */
export function ContractScreen({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const consolidated = useConsolidatedContracts();
  // A top agent has no upline to be paid by: its records open on what it paid.
  const top = useAgentProfile().data?.uplineId === null;
  const mine = consolidated.data?.[kind];
  const [pageNo, setPageNo] = useState(1);
  const offered = useContracts({ kind, role: 'upline', pageNo, pageSize: PAGE_SIZE });
  const act = useContractAction(kind);
  const [offering, setOffering] = useState(false);
  const [ending, setEnding] = useState<Ending | null>(null);
  const [error, setError] = useState('');
  const end = () =>
    ending &&
    act.mutate(
      { action: ending.action, contractId: ending.contract.id },
      { onError: (e) => setError(e.message), onSettled: () => setEnding(null) },
    );
  return (
    <div className="flex flex-col gap-6" data-testid={`contracts-${kind}`}>
      <section className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4" data-testid="my-contract">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-bold">{t('agent.contracts.mine')}</h2>
          {mine && mine.pending.length > 0 && (
            <Button
              variant="outline"
              className="px-3 py-1 text-xs"
              onClick={openContractPopup}
              data-testid="open-contract-popup"
            >
              {t('agent.contracts.reviewOffers', { count: mine.pending.length })}
            </Button>
          )}
        </div>
        {consolidated.isError ? (
          <p className="text-sm text-danger">{consolidated.error.message}</p>
        ) : !mine ? (
          <Spinner />
        ) : (
          <>
            {mine.pending.length > 0 && (
              <ul className="flex flex-col gap-3">
                {mine.pending.map((r) => (
                  <PendingOffer key={r.id} request={r} />
                ))}
              </ul>
            )}
            {mine.contract ? (
              <ul>
                <ContractCard
                  c={mine.contract}
                  party={t('agent.contracts.from', { account: mine.contract.uplineAccount })}
                  action={
                    mine.contract.status === 'accepted' && (
                      <Button
                        variant="ghost"
                        className="px-3 py-1 text-xs"
                        onClick={() => setEnding({ contract: mine.contract as Contract, action: 'terminate' })}
                        data-testid="contract-terminate"
                      >
                        {t('agent.contracts.terminate')}
                      </Button>
                    )
                  }
                />
              </ul>
            ) : (
              mine.pending.length === 0 && (
                <p className="text-sm text-muted">{t(top ? 'agent.contracts.topAgent' : 'agent.contracts.noUpline')}</p>
              )
            )}
          </>
        )}
      </section>

      <section className="flex flex-col gap-3" data-testid="offered-contracts">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <h2 className="font-bold">{t('agent.contracts.offered')}</h2>
            {offered.data && (
              <p className="text-xs text-muted">{t('agent.contracts.capHint', { cap: offered.data.rateCap })}</p>
            )}
          </div>
          <Button onClick={() => setOffering(true)} data-testid="offer-new">
            {t('agent.contracts.offerNew')}
          </Button>
        </div>
        {error && <p className="text-sm text-danger">{error}</p>}
        {offered.isError ? (
          <p className="text-sm text-danger">{offered.error.message}</p>
        ) : !offered.data ? (
          <Spinner />
        ) : (
          <>
            {offered.data.requests.length > 0 && (
              <ul className="flex flex-col gap-2" data-testid="offered-requests">
                {offered.data.requests.map((r) => (
                  <li
                    key={r.id}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-dashed border-gold/50 px-3 py-2 text-sm"
                  >
                    <span>
                      <span className="font-semibold">{r.downlineAccount}</span> ·{' '}
                      {t(r.type === 'new' ? 'agent.contracts.newOffer' : 'agent.contracts.terminationOffer')} ·{' '}
                      <span className="text-xs text-muted">{when(r.createdAt)}</span>
                    </span>
                    <StateBadge status={r.status} />
                  </li>
                ))}
              </ul>
            )}
            {offered.data.list.length === 0 ? (
              <p className="rounded-xl border border-dashed border-line py-8 text-center text-sm text-muted">
                {t('agent.contracts.noneOffered')}
              </p>
            ) : (
              <ul className="grid gap-3 xl:grid-cols-2">
                {offered.data.list.map((c) => (
                  <ContractCard
                    key={c.id}
                    c={c}
                    party={t('agent.contracts.to', { account: c.downlineAccount })}
                    action={
                      c.status === 'accepted' && (
                        <Button
                          variant="ghost"
                          className="px-3 py-1 text-xs"
                          onClick={() => setEnding({ contract: c, action: 'requestTermination' })}
                          data-testid="contract-request-termination"
                        >
                          {t('agent.contracts.requestTermination')}
                        </Button>
                      )
                    }
                  />
                ))}
              </ul>
            )}
            <Pagination pageNo={pageNo} total={offered.data.total} pageSize={PAGE_SIZE} onChange={setPageNo} />
          </>
        )}
      </section>

      <SettlementRecords key={String(top)} kind={kind} defaultRole={top ? 'paid' : 'received'} />

      {offering && <OfferContractDialog kind={kind} onClose={() => setOffering(false)} />}
      <ConfirmDialog
        open={ending !== null}
        title={t(ending?.action === 'terminate' ? 'agent.contracts.terminate' : 'agent.contracts.requestTermination')}
        message={t(
          ending?.action === 'terminate' ? 'agent.contracts.terminateBody' : 'agent.contracts.requestTerminationBody',
        )}
        testId="contract-end-dialog"
        busy={act.isPending}
        onCancel={() => setEnding(null)}
        onConfirm={end}
      />
    </div>
  );
}

function ContractCard({ c, party, action }: { c: Contract; party: string; action?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <li
      className="list-none rounded-xl border border-line bg-surface-2/40 p-3"
      data-testid="contract-card"
      data-status={c.status}
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">{party}</span>
        <span className="flex items-center gap-2">
          <StateBadge status={c.status} />
          {action}
        </span>
      </div>
      <ContractTerms terms={c} />
      <p className="mt-2 text-xs text-muted tabular-nums">
        {t('agent.contracts.since', { time: when(c.acceptedAt ?? c.createdAt) })}
        {c.endedAt && ` · ${t('agent.contracts.ended', { time: when(c.endedAt) })}`}
        {c.endReason && ` · ${t(`agent.contracts.endReason.${c.endReason}`)}`}
      </p>
    </li>
  );
}
