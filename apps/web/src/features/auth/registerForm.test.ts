import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import bn from '../../i18n/locales/bn.json';
import en from '../../i18n/locales/en.json';
import { emptyRegistration, registerSchema } from './registerForm';

beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { translation: en }, bn: { translation: bn } } });
});

const brand = { shown: [], captcha: true, ageGate: 18, validMobile: () => true };
const filled = {
  ...emptyRegistration(''),
  username: 'nadia01',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  ageConfirmed: true,
  termsAccepted: true,
};
const captchaMessage = () => {
  const r = registerSchema('username', brand).safeParse(filled);
  return r.success ? undefined : r.error.issues.find((i) => i.path[0] === 'captcha')?.message;
};

describe('registration form messages (spec §5)', () => {
  it("an empty captcha says 'Please enter the captcha', as the login form does, in EN and BN", async () => {
    await i18n.changeLanguage('en');
    expect(captchaMessage()).toBe('Please enter the captcha');
    await i18n.changeLanguage('bn');
    expect(captchaMessage()).toBe(bn.auth.captchaRequired);
  });
});
