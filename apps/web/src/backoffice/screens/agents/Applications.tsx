import {
  AFFILIATE_APPLICATION_STATUSES,
  type AffiliateApplication,
  type AffiliateApplicationStatus,
  ROUTES,
} from '@platform/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { when } from '../../../ui/datetime';
import { LabeledInput } from '../../../ui/form/LabeledInput';
import { DialogFooter, Modal } from '../../../ui/Modal';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { columnsOf, DataTable } from '../../ui/DataTable';
import { useListParams } from '../../ui/list-params';
import { StatusBadge } from '../../ui/Pill';
import { SelectFilter } from '../../ui/SelectBox';

const col = columnsOf<AffiliateApplication>();
type Review = { app: AffiliateApplication; action: 'approve' | 'reject' };

/** Affiliate (agent) applications: in process first by filter; approve or reject with a remark. */
export function ApplicationsTab() {
  const t = useOpsT();
  const params = useListParams({ pageSize: 20 });
  const [review, setReview] = useState<Review | null>(null);
  const query = params.query as { pageNo: number; pageSize: number; status?: AffiliateApplicationStatus };
  const list = useQuery({
    queryKey: ['ops', 'agents', 'applications', query],
    queryFn: () => opsCall(ROUTES.operatorApplications, { query }),
    placeholderData: keepPreviousData,
  });
  const columns = col.columns([
    col.accessor('createdAt', { header: () => t('agents.createdAt'), cell: (c) => when(c.getValue()) }),
    col.accessor('account', { header: () => t('agents.member') }),
    col.accessor('contact', { header: () => t('agents.contact'), cell: (c) => c.getValue() ?? '' }),
    col.accessor('reason', { header: () => t('agents.applyReason'), cell: (c) => c.getValue() ?? '' }),
    col.accessor('status', {
      header: () => t('agents.status'),
      cell: (c) => <StatusBadge status={c.getValue()}>{t(`agents.applicationStatus.${c.getValue()}`)}</StatusBadge>,
    }),
    col.accessor('affiliateCode', { header: () => t('agents.code'), cell: (c) => c.getValue() ?? '' }),
    col.display({
      id: 'actions',
      cell: (c) =>
        c.row.original.status === 'in_process' ? (
          <span className="inline-flex gap-2">
            <Button variant="ghost" onClick={() => setReview({ app: c.row.original, action: 'reject' })}>
              {t('agents.reject')}
            </Button>
            <Button variant="emerald" onClick={() => setReview({ app: c.row.original, action: 'approve' })}>
              {t('agents.approve')}
            </Button>
          </span>
        ) : (
          (c.row.original.remark ?? '')
        ),
    }),
  ]);
  return (
    <>
      <DataTable
        testId="application-list"
        columns={columns}
        list={list}
        params={params}
        rowId={(a) => String(a.id)}
        toolbar={
          <SelectFilter
            params={params}
            name="status"
            label={t('agents.status')}
            all={t('agents.all')}
            options={AFFILIATE_APPLICATION_STATUSES.map((s) => ({
              value: s,
              label: t(`agents.applicationStatus.${s}`),
            }))}
          />
        }
      />
      {review && <ReviewDialog review={review} onClose={() => setReview(null)} />}
    </>
  );
}

function ReviewDialog({ review, onClose }: { review: Review; onClose: () => void }) {
  const t = useOpsT();
  const qc = useQueryClient();
  const [remark, setRemark] = useState('');
  const act = useMutation({
    mutationFn: () =>
      opsCall(ROUTES.operatorReview, {
        params: { id: review.app.id, action: review.action },
        body: remark.trim() ? { remark: remark.trim() } : {},
      }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['ops', 'agents', 'applications'] });
      onClose();
    },
  });
  return (
    <Modal
      open
      onClose={onClose}
      title={t(`agents.${review.action}Title`, { member: review.app.account })}
      testId="review"
    >
      <p className="mb-3 text-sm text-muted">{t(`agents.${review.action}Message`)}</p>
      <LabeledInput label={t('agents.remark')} value={remark} onChange={setRemark} maxLength={140} />
      <DialogFooter className="mt-4">
        {act.error && <p className="text-sm text-danger">{act.error.message}</p>}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('agents.back')}
          </Button>
          <Button onClick={() => act.mutate()} disabled={act.isPending} data-testid="review-confirm">
            {t(`agents.${review.action}`)}
          </Button>
        </div>
      </DialogFooter>
    </Modal>
  );
}
