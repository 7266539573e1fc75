import { LIMITS } from '@platform/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fetchCaptcha } from '../../api/system';
import { type FieldProps, TextField } from '../../ui/form/TextField';

/** Captcha input with its image; tapping the image fetches a new one, at most once per second. */
export function CaptchaField<T extends FieldValues, Out = T>({
  control,
  name,
  onId,
  reloadKey = 0,
}: FieldProps<T, Out> & {
  onId: (id: string) => void;
  /** Bumped by the form after a failed submit: a captcha is single use, so a new image is needed. */
  reloadKey?: number;
}) {
  const { t } = useTranslation();
  const [image, setImage] = useState<string>();
  const last = useRef(0);
  const refresh = useCallback(() => {
    const now = Date.now();
    if (now - last.current < LIMITS.captchaRefreshMs) return;
    last.current = now;
    fetchCaptcha()
      .then((c) => {
        setImage(c.image);
        onId(c.captchaId);
      })
      .catch(() => setImage(undefined));
  }, [onId]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey is the trigger for a new image.
  useEffect(() => {
    last.current = 0;
    refresh();
  }, [refresh, reloadKey]);
  return (
    // The image sits on the input's row: aligned to the bottom of the field, it dropped below the box
    // whenever an error showed under it.
    <TextField
      control={control}
      name={name}
      label={t('auth.captcha')}
      required
      autoComplete="off"
      maxLength={8}
      aside={
        <button
          type="button"
          onClick={refresh}
          title={t('auth.refreshCaptcha')}
          className="w-[120px] shrink-0 overflow-hidden rounded-lg border border-line bg-white"
        >
          {image && (
            <img
              src={image}
              alt={t('auth.captcha')}
              className="h-full w-full object-contain"
              data-testid="captcha-image"
            />
          )}
        </button>
      }
    />
  );
}
