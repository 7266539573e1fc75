import {
  CHAT_LIMITS,
  type ChatSendBody,
  chatSendBody,
  type ImageUpload,
  LIMITS,
  sniffImage,
} from '@platform/contracts';
import { type ChangeEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormAlert } from '../../ui/form/FormAlert';
import { showServerError } from '../../ui/form/serverErrors';
import { useZodForm } from '../../ui/form/useZodForm';
import { toBase64 } from '../../ui/ImagePicker';
import { CloseIcon, SendIcon } from '../../ui/icons';

const MB = LIMITS.uploadMaxBytes / 1024 / 1024;
const srcOf = (img: ImageUpload) =>
  `data:${img.data.startsWith('iVBOR') ? 'image/png' : 'image/jpeg'};base64,${img.data}`;

/**
 * The message box: a text (1-1000) and/or one png/jpg image of at most 5 MB with its preview, checked
 * by the call's own schema (plus "one of the two", which only the form knows) and by the same image
 * checks as the server. Enter sends, Shift+Enter breaks the line; typing signals at most every 3 s.
 */
export function Composer({
  send,
  onTyping,
  disabled,
}: {
  send: (body: ChatSendBody) => Promise<unknown>;
  onTyping: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const fileId = useId();
  const schema = useMemo(
    () =>
      // An empty box is no text (an image alone is a message); what is typed follows the call's rule.
      chatSendBody
        .extend({ text: z.union([z.literal(''), chatSendBody.shape.text.unwrap()]).optional() })
        .superRefine((v, ctx) => {
          if (!v.text && !v.image) ctx.addIssue({ code: 'custom', path: ['text'], message: t('chat.empty') });
        }),
    [t],
  );
  const form = useZodForm(schema, { defaultValues: { text: '', image: undefined } });
  const image = form.watch('image');
  const [problem, setProblem] = useState<string | null>(null);
  const lastTyping = useRef(0);

  const submit = form.handleSubmit(async (body) => {
    try {
      await send({ text: body.text || undefined, image: body.image });
      form.reset({ text: '', image: undefined });
    } catch (err) {
      showServerError(form, err);
    }
  });

  async function pick(e: ChangeEvent<HTMLInputElement>) {
    const f = e.target.files?.[0];
    e.target.value = '';
    if (!f) return;
    setProblem(null);
    const bytes = new Uint8Array(await f.arrayBuffer());
    if (!sniffImage(bytes)) return setProblem(t('upload.type'));
    if (bytes.length > LIMITS.uploadMaxBytes) return setProblem(t('upload.tooLarge', { mb: MB }));
    form.setValue('image', { name: f.name, data: toBase64(bytes) }, { shouldValidate: form.formState.isSubmitted });
  }

  const typed = () => {
    const now = Date.now();
    if (now - lastTyping.current < CHAT_LIMITS.typingMs - 2000) return;
    lastTyping.current = now;
    onTyping();
  };

  const errors = form.formState.errors;
  const shown = problem ?? errors.image?.message ?? errors.text?.message ?? errors.root?.server?.message;
  const busy = form.formState.isSubmitting || disabled;
  const text = form.register('text', { onChange: typed });
  return (
    <form onSubmit={submit} noValidate className="border-t border-line bg-surface p-2" data-testid="chat-composer">
      {image && (
        <div className="relative mb-2 inline-block">
          <img
            src={srcOf(image)}
            alt={image.name}
            data-testid="chat-preview"
            className="h-20 w-20 rounded-lg border border-line object-cover"
          />
          <button
            type="button"
            onClick={() => form.setValue('image', undefined)}
            aria-label={t('chat.removeImage')}
            className="absolute -end-2 -top-2 grid size-6 place-items-center rounded-full bg-black/70 text-white hover:bg-danger"
          >
            <CloseIcon width={12} height={12} />
          </button>
        </div>
      )}
      {shown && (
        <div className="mb-2">
          <FormAlert message={shown} />
        </div>
      )}
      <div className="flex items-end gap-2">
        <input
          id={fileId}
          type="file"
          accept="image/png,image/jpeg,.png,.jpg,.jpeg"
          onChange={pick}
          disabled={busy}
          className="sr-only"
          data-testid="chat-attach-input"
        />
        <label
          htmlFor={fileId}
          title={t('chat.attach')}
          className="grid size-10 shrink-0 cursor-pointer place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-gold"
        >
          <span className="sr-only">{t('chat.attach')}</span>
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="m21.4 11.1-9.2 9.2a6 6 0 0 1-8.5-8.5l9.2-9.2a4 4 0 0 1 5.7 5.7l-9.2 9.2a2 2 0 0 1-2.8-2.8l8.5-8.5" />
          </svg>
        </label>
        <textarea
          {...text}
          rows={1}
          maxLength={CHAT_LIMITS.textMax}
          placeholder={t('chat.placeholder')}
          aria-label={t('chat.placeholder')}
          aria-invalid={Boolean(errors.text)}
          data-testid="chat-input"
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void submit();
            }
          }}
          className="max-h-32 min-h-10 flex-1 resize-none rounded-2xl border border-line bg-surface-2 px-3 py-2 text-sm text-fg outline-none focus:border-gold"
        />
        <button
          type="submit"
          disabled={busy}
          aria-label={t('chat.send')}
          data-testid="chat-send"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-gold text-[#2a1a00] hover:brightness-110 disabled:opacity-50"
        >
          <SendIcon width={18} height={18} />
        </button>
      </div>
    </form>
  );
}
