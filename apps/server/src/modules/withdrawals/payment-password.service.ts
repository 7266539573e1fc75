import {
  type ChangePaymentPasswordBody,
  PAYMENT_PASSWORD_LOCK_MINUTES,
  PAYMENT_PASSWORD_MAX_FAILURES,
  type ResetPaymentPasswordBody,
  type SetPaymentPasswordBody,
} from '@platform/contracts';
import { AppError } from '../../platform/http/app-error';
import { hashPassword, verifyPassword } from '../members/password';
import type { PaymentPasswordStore } from './payment-password.store';
import type { Clock, Members, Verification } from './withdrawals.ports';

const field = (name: string, rule: string) => ({ fields: [{ field: name, rule, message: '' }] });
const minutesLeft = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/**
 * The 6-digit payment password asked for every withdrawal. Stored as argon2id like login
 * passwords. Five wrong tries in a row (at withdrawing or at changing it) lock its use for 15
 * minutes; the count restarts after the lock, and a right try clears it. Each try is counted before
 * the password is checked and tries are decided one after another (store.tryPassword), so tries
 * sent at once past the 5th wrong one are refused. A forgotten one is reset
 * with an SMS code sent to the member's bound mobile, which also lifts a lock.
 */
export function paymentPasswordService(deps: {
  store: PaymentPasswordStore;
  members: Members;
  verification: Verification;
  clock: Clock;
}) {
  const { store, clock } = deps;

  function confirm(next: string, confirmation: string) {
    if (next !== confirmation) throw new AppError('CONFIRM_MISMATCH', {}, field('confirmPaymentPassword', 'confirm'));
  }

  async function status(memberId: number): Promise<{ set: boolean; lockedUntil: Date | null }> {
    const row = await store.get(memberId);
    const locked = row?.lockedUntil && row.lockedUntil > clock() ? row.lockedUntil : null;
    return { set: Boolean(row), lockedUntil: locked };
  }

  /**
   * Throws unless `given` is the member's payment password: PAYMENT_PASSWORD_REQUIRED when none is
   * set, PAYMENT_PASSWORD_LOCKED while locked (also on the try that locks), PAYMENT_PASSWORD_WRONG
   * with the tries left otherwise.
   */
  async function verify(memberId: number, given: string, fieldName = 'paymentPassword'): Promise<void> {
    const now = clock();
    const until = new Date(now.getTime() + PAYMENT_PASSWORD_LOCK_MINUTES * 60_000);
    const rules = { now, max: PAYMENT_PASSWORD_MAX_FAILURES, until };
    const tried = await store.tryPassword(memberId, rules, (hash) => verifyPassword(given, hash));
    if (tried.kind === 'none') throw new AppError('PAYMENT_PASSWORD_REQUIRED', {}, field(fieldName, 'required'));
    if (tried.kind === 'locked') {
      throw new AppError('PAYMENT_PASSWORD_LOCKED', { minutes: minutesLeft(tried.until, now) });
    }
    if (tried.kind === 'wrong') {
      const left = PAYMENT_PASSWORD_MAX_FAILURES - tried.tries;
      throw new AppError('PAYMENT_PASSWORD_WRONG', { left }, field(fieldName, 'wrong'));
    }
  }

  async function set(memberId: number, body: SetPaymentPasswordBody): Promise<null> {
    confirm(body.paymentPassword, body.confirmPaymentPassword);
    if (await store.get(memberId)) throw new AppError('PAYMENT_PASSWORD_EXISTS');
    if (!(await store.insert(memberId, await hashPassword(body.paymentPassword), clock()))) {
      throw new AppError('PAYMENT_PASSWORD_EXISTS');
    }
    return null;
  }

  async function change(memberId: number, body: ChangePaymentPasswordBody): Promise<null> {
    confirm(body.newPaymentPassword, body.confirmPaymentPassword);
    await verify(memberId, body.oldPaymentPassword, 'oldPaymentPassword');
    await store.replace(memberId, await hashPassword(body.newPaymentPassword), clock());
    return null;
  }

  async function reset(brandId: number, memberId: number, body: ResetPaymentPasswordBody): Promise<null> {
    confirm(body.newPaymentPassword, body.confirmPaymentPassword);
    const mobile = (await deps.members.byId(memberId))?.mobileNum;
    if (!mobile) throw new AppError('MOBILE_REQUIRED');
    await deps.verification.consume(brandId, mobile, ['account'], body.verificationCode);
    await store.replace(memberId, await hashPassword(body.newPaymentPassword), clock());
    return null;
  }

  return { status, verify, set, change, reset };
}
export type PaymentPasswordService = ReturnType<typeof paymentPasswordService>;
