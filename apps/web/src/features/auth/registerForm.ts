import {
  checkFieldRule,
  REGISTER_FIELDS,
  type RegisterField,
  type RegisterFieldRule,
  type RegisterMode,
  registerMobileBody,
  registerUsernameBody,
} from '@platform/contracts';
import i18n from 'i18next';
import type { z } from 'zod';

export type { RegisterMode };
export type RegisterValues = Record<RegisterField, string> & { ageConfirmed: boolean; termsAccepted: boolean };

/** Every field empty, the consents unticked; an agent's invitation link fills in its code. */
export function emptyRegistration(search: string): RegisterValues {
  const values = Object.fromEntries(REGISTER_FIELDS.map((f) => [f, ''])) as Record<RegisterField, string>;
  const code = new URLSearchParams(search).get('affiliateCode');
  return { ...values, affiliateCode: code ?? '', ageConfirmed: false, termsAccepted: false };
}

type BrandRules = {
  /** The rules of the fields on screen; `required` already says whether the form needs them. */
  shown: RegisterFieldRule[];
  captcha: boolean;
  ageGate: number;
  validMobile: (input: string) => boolean;
};

/**
 * The registration schema: the contract's body for the tab (the server's rule set), refined by
 * the brand's field rules with the same checkFieldRule the server runs (spec §5), the password
 * confirmation, the captcha and the two consents. Messages in the user's language.
 */
export function registerSchema(mode: RegisterMode, brand: BrandRules) {
  const body = mode === 'username' ? registerUsernameBody : registerMobileBody;
  const t = i18n.t.bind(i18n);
  const refined = body.superRefine((v, ctx) => {
    const values = v as Partial<Record<RegisterField, string>>;
    const fail = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
    for (const r of brand.shown) {
      const value = values[r.field];
      const failed =
        r.field === 'mobileNum' && value ? (brand.validMobile(value) ? null : 'mobile') : checkFieldRule(r, value);
      if (failed === 'required') fail(r.field, t('common.required'));
      else if (failed === 'mobile') fail(r.field, t('auth.mobileInvalid'));
      else if (failed) fail(r.field, r.message);
    }
    if (values.password && values.confirmPassword && values.confirmPassword !== values.password)
      fail('confirmPassword', t('auth.confirmMismatch'));
    // Spec §5's own words for it, as the login form says them.
    if (brand.captcha && !values.captcha) fail('captcha', t('auth.captchaRequired'));
    if (!v.ageConfirmed) fail('ageConfirmed', t('auth.ageError', { age: brand.ageGate }));
    if (!v.termsAccepted) fail('termsAccepted', t('auth.termsError'));
  });
  // The form holds every field of both tabs; each tab's body reads (and sends) only its own.
  return refined as unknown as z.ZodType<Partial<RegisterValues>, RegisterValues>;
}

/** Fields left empty are not sent: the server reads an absent optional field as not given. */
export const filledOnly = (v: Partial<RegisterValues>) =>
  Object.fromEntries(Object.entries(v).filter(([, x]) => x !== '' && x !== undefined));
