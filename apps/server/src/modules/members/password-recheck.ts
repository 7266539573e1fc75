import { AppError } from '../../platform/http/app-error';
import { LOGIN_RULES } from './login.service';
import type { Ctx } from './members.service';
import type { MemberRow } from './members.store';
import { verifyPassword } from './password';
import type { SecurityStore } from './security.store';

/** No captcha on these forms: the member is logged in; the lock after LOGIN_RULES.accountLockAfter stays. */
const NO_CAPTCHA = 1_000_000;

/**
 * The login password asked again by a logged-in form (binding an email or a mobile, changing the
 * password). Each try is counted with the account's login tries before the password is checked
 * (under the account's lock, so a burst counts fully): no form is a way round the login's lock,
 * not even for someone holding a stolen session. A member who never set a password (mobile-code
 * registration) is not asked. `field` is the form's name for the password, for the error.
 */
export async function recheckPassword(
  deps: { security: Pick<SecurityStore, 'countLoginTry' | 'loginSucceeded'>; clock: () => Date },
  m: MemberRow,
  password: string | undefined,
  ctx: Pick<Ctx, 'brand' | 'ip'>,
  field: string,
): Promise<void> {
  if (!m.passwordSet) return;
  const at = deps.clock();
  const tried = await deps.security.countLoginTry({
    brandId: ctx.brand.id,
    account: m.accountKey,
    ip: ctx.ip,
    at,
    from: new Date(at.getTime() - LOGIN_RULES.windowMs),
    accountMax: LOGIN_RULES.accountLockAfter,
    ipMax: LOGIN_RULES.ipLockAfter,
    captchaAfter: NO_CAPTCHA,
    captchaPassed: false,
  });
  if (tried.refused) {
    const full = tried.account.n >= LOGIN_RULES.accountLockAfter ? tried.account : tried.ip;
    const left = (full.last ?? at).getTime() + LOGIN_RULES.windowMs - at.getTime();
    throw new AppError('LOGIN_LOCKED', { minutes: Math.max(1, Math.ceil(left / 60_000)) });
  }
  if (!password || !(await verifyPassword(password, m.passwordHash))) {
    throw new AppError('PASSWORD_WRONG', {}, { fields: [{ field, rule: 'password', message: '' }] });
  }
  await deps.security.loginSucceeded({ brandId: ctx.brand.id, account: m.accountKey, ip: ctx.ip, at });
}
