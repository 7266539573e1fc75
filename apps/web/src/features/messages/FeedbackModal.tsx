import {
  FEEDBACK_CONTENT,
  FEEDBACK_REQUIRED,
  FEEDBACK_TYPE_NAMES,
  FEEDBACK_TYPES,
  feedbackBody,
  LIMITS,
  missingFeedbackFields,
} from '@platform/contracts';
import { useId, useState } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMemberInfo } from '../../api/account';
import { useSendFeedback } from '../../api/feedback';
import { useModals } from '../../state/modals';
import { useToken } from '../../state/session';
import { Button } from '../../ui/Button';
import { SubmitFooter } from '../../ui/form/SubmitFooter';
import { showServerError } from '../../ui/form/serverErrors';
import { useZodForm } from '../../ui/form/useZodForm';
import { ImagePicker } from '../../ui/ImagePicker';
import { Modal } from '../../ui/Modal';
import { CaptchaField } from '../auth/CaptchaField';

/** The contract's body, and its empty required fields as issues named 'empty' (listed together on submit). */
const schema = feedbackBody.superRefine((b, ctx) => {
  for (const f of missingFeedbackFields(b)) ctx.addIssue({ code: 'custom', path: [f], message: 'empty' });
});
type Field = (typeof FEEDBACK_REQUIRED)[number];
const blank = { type: undefined, content: '', captcha: '', images: [] };

/** Footer's Feedback (spec §2, §3, §7, §8): question type, description 20-200 with its counter, up to 3 images, captcha. */
export function FeedbackModal() {
  const { t } = useTranslation();
  const { modal, close, open } = useModals();
  const token = useToken();
  const info = useMemberInfo();
  const navigate = useNavigate();
  const send = useSendFeedback();
  const ids = { type: useId(), content: useId() };
  const [captchaId, setCaptchaId] = useState('');
  const [reload, setReload] = useState(0);
  const [sent, setSent] = useState(false);
  // After a submit with empty fields, the alert lists those still empty (it shrinks as they are filled).
  const [listEmpty, setListEmpty] = useState(false);
  const label = (f: Field) => t(`feedback.fields.${f}`);
  const form = useZodForm(schema, {
    defaultValues: blank,
    messages: { captcha: () => t('feedback.isEmpty', { field: label('captcha') }) },
  });
  const content = (form.watch('content') ?? '').trim();
  const errors = form.formState.errors;
  const fieldMessage = (f: Field) => {
    const m = errors[f]?.message;
    if (!m) return undefined;
    if (m === 'empty') return t('feedback.isEmpty', { field: label(f) });
    if (m === 'feedbackLength') return t('feedback.lengthHint');
    return m;
  };
  // Spec §3, §8: the empty required fields are listed in one message followed by 'is empty'.
  const onInvalid = (e: FieldErrors) => {
    form.clearErrors('root.server');
    setListEmpty(FEEDBACK_REQUIRED.some((f) => e[f]));
  };
  const empty = new Set(missingFeedbackFields(form.watch()));
  const stillEmpty = listEmpty ? FEEDBACK_REQUIRED.filter((f) => errors[f] && empty.has(f)) : [];
  const alert = stillEmpty.length
    ? t('feedback.empty', { fields: stillEmpty.map(label).join(', ') })
    : errors.root?.server?.message;
  const submit = form.handleSubmit(async (v) => {
    setListEmpty(false);
    try {
      await send({ ...v, captchaId, sender: info.data?.account });
      form.reset(blank);
      setSent(true);
    } catch (err) {
      showServerError(form, err);
      form.setValue('captcha', '');
    } finally {
      // A captcha is single use: a new image after every try.
      setReload((r) => r + 1);
    }
  }, onInvalid);
  const onClose = () => {
    setSent(false);
    setListEmpty(false);
    close();
  };

  return (
    <Modal open={modal === 'feedback'} onClose={onClose} title={t('feedback.title')} testId="feedback-modal">
      {!token ? (
        <div className="flex flex-col gap-4 text-sm text-muted">
          {t('feedback.loginFirst')}
          <Button onClick={() => open('login')}>{t('common.login')}</Button>
        </div>
      ) : sent ? (
        <div className="flex flex-col gap-4" data-testid="feedback-sent">
          <p className="text-sm text-fg">{t('feedback.thanks')}</p>
          <Button
            data-testid="feedback-see-mine"
            onClick={() => {
              onClose();
              navigate('/member?tab=messageV2&view=feedback');
            }}
          >
            {t('feedback.seeMine')}
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.type} className="text-xs font-semibold text-muted">
              {label('type')} <span className="text-[#e5484d]">*</span>
            </label>
            <select
              id={ids.type}
              data-testid="feedback-type"
              {...form.register('type', { setValueAs: (v) => (v === '' || v == null ? undefined : Number(v)) })}
              className="rounded-lg border border-line bg-surface-2 px-3 py-2.5 text-sm text-fg outline-none focus:border-gold"
            >
              <option value="">{t('feedback.choose')}</option>
              {FEEDBACK_TYPES.map((n) => (
                <option key={n} value={n}>
                  {t(`feedback.types.${FEEDBACK_TYPE_NAMES[n]}`)}
                </option>
              ))}
            </select>
            {fieldMessage('type') && <span className="text-xs text-[#e5484d]">{fieldMessage('type')}</span>}
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.content} className="text-xs font-semibold text-muted">
              {label('content')} <span className="text-[#e5484d]">*</span>
            </label>
            <textarea
              id={ids.content}
              data-testid="feedback-content"
              rows={4}
              maxLength={FEEDBACK_CONTENT.max + 50}
              placeholder={t('feedback.lengthHint')}
              {...form.register('content')}
              className="resize-none rounded-lg border border-line bg-surface-2 px-3 py-2 text-sm text-fg outline-none focus:border-gold"
            />
            <div className="flex items-start justify-between gap-2">
              <span className="text-xs text-[#e5484d]">{fieldMessage('content')}</span>
              <span
                data-testid="feedback-counter"
                className={`shrink-0 text-[11px] tabular-nums ${content.length > FEEDBACK_CONTENT.max ? 'text-[#e5484d]' : 'text-muted'}`}
              >
                {content.length}/{FEEDBACK_CONTENT.max}
              </span>
            </div>
          </div>
          <Controller
            control={form.control}
            name="images"
            render={({ field, fieldState }) => (
              <ImagePicker
                label={t('feedback.images', { max: LIMITS.uploadMaxImages })}
                value={field.value ?? []}
                onChange={field.onChange}
                max={LIMITS.uploadMaxImages}
                error={fieldState.error?.message}
                disabled={form.formState.isSubmitting}
              />
            )}
          />
          <CaptchaField control={form.control} name="captcha" onId={setCaptchaId} reloadKey={reload} />
          <SubmitFooter
            message={alert}
            busy={form.formState.isSubmitting}
            label={t('feedback.submit')}
            testId="feedback-submit"
          />
        </form>
      )}
    </Modal>
  );
}
