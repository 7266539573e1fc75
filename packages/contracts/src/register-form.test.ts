import { describe, expect, it } from 'vitest';
import { registerFormFields } from './register-form';
import type { RegisterField } from './system';

const rule = (field: RegisterField, enabled: boolean, required = false) => ({ field, enabled, required });
const rules = [
  rule('username', true, true),
  rule('password', true, true),
  rule('confirmPassword', true, true),
  rule('mobileNum', false),
  rule('verificationCode', false),
  rule('email', true),
  rule('captcha', true),
];
const flags = { MOBILENUMREG3: true, MOBILENUMPASSREG3: false, REGMOBVERF3: false };
const drawn = (r: typeof rules, f = flags, mode: 'username' | 'mobile' = 'username') =>
  registerFormFields(mode, f, r).map((x) => `${x.field}${x.required ? '*' : ''}`);
const withMobile = (enabled: boolean, required: boolean) =>
  rules.map((r) => (r.field === 'mobileNum' ? rule('mobileNum', enabled, required) : r));

describe('the register form’s fields', () => {
  it('username tab: the core fields required, then the brand’s other shown fields; the captcha is drawn apart', () => {
    expect(drawn(rules)).toEqual(['username*', 'password*', 'confirmPassword*', 'email']);
  });

  it('username tab: a mobile number the brand’s rule shows is on the form, required when the rule says so (the server asks it then)', () => {
    expect(drawn(withMobile(true, false))).toEqual([
      'username*',
      'password*',
      'confirmPassword*',
      'mobileNum',
      'email',
    ]);
    expect(drawn(withMobile(true, true))).toEqual([
      'username*',
      'password*',
      'confirmPassword*',
      'mobileNum*',
      'email',
    ]);
  });

  it('REGMOBVERF3: the number and its SMS code are required on the username tab and on mobile with a password', () => {
    const f = { ...flags, REGMOBVERF3: true };
    expect(drawn(rules, f)).toEqual([
      'username*',
      'password*',
      'confirmPassword*',
      'mobileNum*',
      'verificationCode*',
      'email',
    ]);
    const passwordOnly = { MOBILENUMREG3: false, MOBILENUMPASSREG3: true, REGMOBVERF3: true };
    expect(drawn(rules, passwordOnly, 'mobile')).toEqual([
      'mobileNum*',
      'verificationCode*',
      'password*',
      'confirmPassword*',
      'email',
    ]);
  });

  it('mobile tab: number and SMS code', () => {
    expect(drawn(rules, flags, 'mobile')).toEqual(['mobileNum*', 'verificationCode*', 'email']);
  });
});
