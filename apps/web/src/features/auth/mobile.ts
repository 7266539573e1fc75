import { normalizeMobile } from '@platform/contracts';
import i18n from 'i18next';
import type { z } from 'zod';
import { useRegisterSettings } from '../../api/system';

/**
 * The brand's mobile numbers as the forms need them: the dialling code shown before the input,
 * the digit count of the hint, and the same reading of a typed number the server applies (with
 * or without the trunk 0 or the dialling code), checked before an SMS code is requested (spec §5).
 * `refine` adds that reading to a form's schema: a number given must be one the brand accepts.
 */
export function useMobileRules() {
  const settings = useRegisterSettings().data;
  const dialing = settings?.countryDialingCode ?? '+880';
  const digits = settings?.mobileDigits ?? 10;
  const valid = (input: string) => normalizeMobile(input, dialing, digits) !== null;
  const refine = (v: { mobileNum?: string }, ctx: z.RefinementCtx) => {
    if (v.mobileNum && !valid(v.mobileNum))
      ctx.addIssue({ code: 'custom', path: ['mobileNum'], message: i18n.t('auth.mobileInvalid') });
  };
  return { dialing, digits, valid, refine };
}
