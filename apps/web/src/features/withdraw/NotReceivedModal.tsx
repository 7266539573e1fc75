import { type ImageUpload, LIMITS, type Withdrawal, type WithdrawalPart } from '@platform/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/client';
import { newWithdrawKey, reportNotReceived, useWithdrawChanged } from '../../api/withdrawals';
import { Button } from '../../ui/Button';
import { ImagePicker } from '../../ui/ImagePicker';
import { Modal } from '../../ui/Modal';
import { FormAlert } from '../auth/FormParts';

/** "Not received": 1 to 3 proof images and an optional remark (at most 140 characters). */
export function NotReceivedModal({
  open,
  part,
  onClose,
  onDone,
}: {
  open: boolean;
  part: WithdrawalPart;
  onClose: () => void;
  onDone: (w: Withdrawal) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const changed = useWithdrawChanged();
  const [proof, setProof] = useState<ImageUpload[]>([]);
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const key = useRef(newWithdrawKey());

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!proof.length) return setErrors({ proof: t('withdraw.proofRequired') });
    setBusy(true);
    try {
      const w = await reportNotReceived(part.id, { proof, remark: remark.trim() || undefined }, key.current);
      await changed();
      setProof([]);
      setRemark('');
      onDone(w);
    } catch (err) {
      const error = err as ApiError;
      key.current = newWithdrawKey();
      const proofError = Object.entries(error.byField).find(([f]) => f.startsWith('proof'))?.[1];
      setErrors({ ...error.byField, proof: proofError, form: proofError ? undefined : error.message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={t('withdraw.notReceivedTitle')} testId="not-received-modal">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-muted">{t('withdraw.notReceivedIntro')}</p>
        <ImagePicker
          label={t('withdraw.proof')}
          value={proof}
          onChange={(v) => {
            setProof(v);
            setErrors((s) => ({ ...s, proof: undefined }));
          }}
          max={LIMITS.uploadMaxImages}
          error={errors.proof}
          disabled={busy}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="text-xs font-semibold text-muted">
            {t('withdraw.remark')}
          </label>
          <textarea
            id={id}
            data-testid="not-received-remark"
            value={remark}
            maxLength={LIMITS.remarkMaxLength}
            onChange={(e) => setRemark(e.target.value)}
            rows={3}
            className="resize-none rounded-lg border border-line bg-surface-2 px-3 py-2 text-sm text-fg outline-none focus:border-gold"
          />
          <span className="self-end text-[11px] tabular-nums text-muted">
            {t('withdraw.remarkCount', { count: remark.length })}
          </span>
        </div>
        <FormAlert message={errors.form ?? ''} />
        <Button type="submit" variant="outline" disabled={busy} className="py-3" data-testid="not-received-submit">
          {t('withdraw.notReceivedSubmit')}
        </Button>
      </form>
    </Modal>
  );
}
