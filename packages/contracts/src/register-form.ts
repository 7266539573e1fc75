import type { RegisterField, WhitelabelFlags } from './system';

export type RegisterMode = 'username' | 'mobile';

/** Fields each mode has whatever the brand's rules say; the captcha is drawn on its own. */
const SPECIAL: RegisterField[] = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'captcha',
];

/** Registration by mobile with a password (no SMS login): only when MOBILENUMPASSREG3 is on and MOBILENUMREG3 is off. */
export const mobileWithPassword = (
  mode: RegisterMode,
  flags: Pick<WhitelabelFlags, 'MOBILENUMREG3' | 'MOBILENUMPASSREG3'>,
) => mode === 'mobile' && !flags.MOBILENUMREG3 && flags.MOBILENUMPASSREG3;

/**
 * The fields the player's register form shows in `mode`, in order, each with whether it is
 * required: one answer for the form and for the back office's preview of it, matching what the
 * server asks (members.service: the username tab takes a mobile number when the brand's rule
 * enables it, required when the rule says so or REGMOBVERF3 asks for its SMS code).
 */
export function registerFormFields<R extends { field: RegisterField; enabled: boolean; required: boolean }>(
  mode: RegisterMode,
  flags: Pick<WhitelabelFlags, 'MOBILENUMREG3' | 'MOBILENUMPASSREG3' | 'REGMOBVERF3'>,
  rules: R[],
): (R & { required: boolean })[] {
  const rule = (f: RegisterField) => rules.find((r) => r.field === f);
  const sms: RegisterField[] = flags.REGMOBVERF3 ? ['verificationCode'] : [];
  const core: RegisterField[] =
    mode === 'username'
      ? [
          'username',
          'password',
          'confirmPassword',
          ...(flags.REGMOBVERF3 ? (['mobileNum', ...sms] as RegisterField[]) : []),
        ]
      : mobileWithPassword(mode, flags)
        ? ['mobileNum', ...sms, 'password', 'confirmPassword']
        : ['mobileNum', 'verificationCode'];
  const mobile = rule('mobileNum');
  const optionalMobile = mode === 'username' && !flags.REGMOBVERF3 && mobile?.enabled ? [mobile] : [];
  return [
    ...core
      .map(rule)
      .filter((r): r is R => Boolean(r))
      .map((r) => ({ ...r, required: true })),
    ...optionalMobile,
    ...rules.filter((r) => r.enabled && !SPECIAL.includes(r.field)),
  ];
}
