import { randomBytes } from 'node:crypto';
import {
  OPERATOR_TICKET_MINUTES,
  OPERATOR_TICKET_TRIES,
  type OperatorCreateBody,
  type OperatorItem,
  type OperatorListQuery,
  type OperatorLoginBody,
  type OperatorLoginResult,
  type OperatorMe,
  type OperatorRole,
  type OperatorTotpBody,
  ROLE_PERMISSIONS,
} from '@platform/contracts';
import { sha256hex } from '../../platform/crypto/hash';
import { OPERATOR_TOTP_PURPOSE, secretBox } from '../../platform/crypto/secret-box';
import { matchTotpStep, newTotpSecret } from '../../platform/crypto/totp';
import type { Db } from '../../platform/db/client';
import { inTransaction, pgErrorOf } from '../../platform/db/tx';
import { AppError } from '../../platform/http/app-error';
import { type AuditService, auditServiceOn } from '../audit/audit.service';
import { burnDecoy, hashPassword, verifyPassword } from '../members/password';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../sessions/sessions.service';
import { type OperatorsStore, operatorsStore } from './operators.store';
import type { operators } from './operators.tables';

/**
 * Back-office accounts move money: 5 wrong passwords in a row lock one for 15 minutes. Tries are
 * counted before the password is checked, so tries sent at once beyond the 5th are refused too.
 */
export const OPERATOR_LOCK_AFTER = 5;
export const OPERATOR_LOCK_MS = 15 * 60_000;

/** lastSeenAt is written at most this often, so a busy back office does not write on every call. */
const TOUCH_EVERY_MS = 60_000;

export type OperatorSession = { operatorId: number; role: OperatorRole };
type OperatorRow = typeof operators.$inferSelect;

/** Who acts and from where (the audit entry's operator and IP). */
export type Actor = { brandId: number; operatorId: number; ip: string };
/** Who creates an operator: an owner, or the command line (`npm run operator:create`, operatorId null) for the first owner. */
export type Creator = { brandId: number; operatorId: number | null; ip: string };

const codeWrong = () =>
  new AppError('OPERATOR_CODE_WRONG', {}, { fields: [{ field: 'code', rule: 'totp', message: '' }] });
const ticketInvalid = () =>
  new AppError('OPERATOR_TICKET_INVALID', {}, { fields: [{ field: 'ticket', rule: 'ticket', message: '' }] });

export const otpauthUri = (brand: string, username: string, secret: string) => {
  const issuer = encodeURIComponent(brand);
  return `otpauth://totp/${issuer}:${encodeURIComponent(username)}?secret=${secret}&issuer=${issuer}&algorithm=SHA1&digits=6&period=30`;
};

const item = (o: OperatorRow): OperatorItem => ({
  id: o.id,
  username: o.username,
  role: o.role,
  status: o.status,
  totpEnrolled: o.totpSecret !== null,
  createdAt: o.createdAt.toISOString(),
  lastLoginAt: o.lastLoginAt?.toISOString() ?? null,
});

/**
 * Operator login (password, then a TOTP code with the ticket the password step gave; the first
 * time the code enrols the authenticator), sessions (the same opaque 256-bit tokens as member
 * sessions, stored as SHA-256, idle and absolute expiry, in their own table so the two kinds never
 * mix) and the brand's operator accounts. Logins, enrolments, logouts and every change to an
 * operator are audited in the same transaction.
 */
export function operatorsService(deps: {
  store: OperatorsStore;
  db: Db;
  audit: AuditService;
  clock: () => Date;
  /** The app secret: the key sealing TOTP secrets at rest is derived from it. */
  secret: string;
}) {
  const box = secretBox(deps.secret, OPERATOR_TOTP_PURPOSE);
  /** A secret sealed under another APP_SECRET does not open: no code can be right until an owner resets it. */
  const openSealed = (sealed: string) => {
    try {
      return box.open(sealed);
    } catch {
      throw ticketInvalid();
    }
  };

  /** Step 1: the password. Answers a ticket for the code step (and the new secret the first time); no session yet. */
  async function login(
    brand: { id: number; name: string },
    body: OperatorLoginBody,
    ip: string,
  ): Promise<OperatorLoginResult> {
    const op = await deps.store.byUsername(brand.id, body.username);
    // One answer for an unknown name, a wrong password or a disabled account, taking the same time.
    if (!op) {
      await burnDecoy(body.password);
      throw new AppError('LOGIN_FAILED');
    }
    const now = deps.clock();
    const rules = { now, lockAfter: OPERATOR_LOCK_AFTER, until: new Date(now.getTime() + OPERATOR_LOCK_MS) };
    // Counted before the password is checked, and decided one after another: a burst cannot outrun the lock.
    const tried = await deps.store.tryLogin(op.id, rules, (hash) => verifyPassword(body.password, hash));
    if (tried.kind === 'locked') {
      const minutes = Math.ceil((tried.until.getTime() - now.getTime()) / 60_000);
      throw new AppError('LOGIN_LOCKED', { minutes });
    }
    if (tried.kind === 'wrong' || op.status !== 'active') throw new AppError('LOGIN_FAILED');
    const ticket = randomBytes(32).toString('base64url');
    const row = {
      tokenHash: sha256hex(ticket),
      operatorId: op.id,
      brandId: brand.id,
      ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + OPERATOR_TICKET_MINUTES * 60_000),
    };
    if (op.totpSecret) {
      await deps.store.insertTicket({ ...row, kind: 'totp' });
      return { step: 'totp', ticket };
    }
    const secret = newTotpSecret();
    await deps.store.insertTicket({ ...row, kind: 'enrol', pendingSecret: box.seal(secret) });
    return { step: 'enrol', ticket, secret, otpauthUri: otpauthUri(brand.name, op.username, secret) };
  }

  /**
   * Step 2: the ticket and a code. The try is counted first (at most 5 per ticket, whatever arrives
   * at once); a right code of a time step later than the last one used opens the session, and for
   * an enrolment ticket binds the authenticator. The ticket is spent by the success.
   */
  async function totp(brand: { id: number; name: string }, body: OperatorTotpBody, ip: string) {
    const now = deps.clock();
    const hash = sha256hex(body.ticket);
    const t = await deps.store.takeTicketTry(hash, brand.id, now, OPERATOR_TICKET_TRIES);
    if (!t) throw ticketInvalid();
    const op = await deps.store.byId(brand.id, t.operatorId);
    if (op?.status !== 'active') throw ticketInvalid();
    const enrolling = t.kind === 'enrol';
    const sealed = enrolling ? t.pendingSecret : op.totpSecret;
    if (!sealed) throw ticketInvalid();
    const step = matchTotpStep(openSealed(sealed), body.code, now);
    if (step === null) throw codeWrong();
    const token = randomBytes(32).toString('base64url');
    await inTransaction(deps.db, async (tx) => {
      if (!(await deps.store.useTicket(tx, hash, now))) throw ticketInvalid();
      if (enrolling) {
        // Another enrolment finished first: this ticket's secret is not the operator's authenticator.
        if (!(await deps.store.enrol(tx, op.id, sealed, step, now))) throw ticketInvalid();
      } else if (!(await deps.store.acceptStep(tx, op.id, sealed, step, now))) {
        // The step was used already (a replayed code), or the authenticator changed meanwhile.
        throw codeWrong();
      }
      await deps.store.insertSession(tx, {
        tokenHash: sha256hex(token),
        operatorId: op.id,
        brandId: brand.id,
        ip,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
      });
      const entry = { brandId: brand.id, operatorId: op.id, targetType: 'operator', targetId: String(op.id), ip };
      if (enrolling) await deps.audit.record(tx, { ...entry, action: 'operator.enrol', detail: {} });
      await deps.audit.record(tx, { ...entry, action: 'operator.login', detail: { enrolled: enrolling } });
    });
    return { token, operator: meOf(op, brand.name) };
  }

  const meOf = (op: OperatorRow, brand: string): OperatorMe => ({
    id: op.id,
    username: op.username,
    role: op.role,
    permissions: [...ROLE_PERMISSIONS[op.role]],
    brand,
  });

  async function me(brand: { id: number; name: string }, operatorId: number): Promise<OperatorMe> {
    const op = await deps.store.byId(brand.id, operatorId);
    if (!op) throw new AppError('NOT_LOGGED_IN');
    return meOf(op, brand.name);
  }

  /** The operator behind a token in this brand, or null (unknown, revoked, idle, too old, other brand, disabled). */
  async function resolve(token: string, brandId: number): Promise<OperatorSession | null> {
    const now = deps.clock();
    const hash = sha256hex(token);
    const s = await deps.store.liveSession(hash, now);
    if (!s || s.brandId !== brandId) return null;
    if (now.getTime() - s.lastSeenAt.getTime() > SESSION_IDLE_MS) return null;
    if (now.getTime() - s.lastSeenAt.getTime() > TOUCH_EVERY_MS) await deps.store.touch(hash, now);
    return { operatorId: s.operatorId, role: s.role };
  }

  async function close(token: string, actor: Actor) {
    await inTransaction(deps.db, async (tx) => {
      await deps.store.revoke(tx, sha256hex(token), deps.clock());
      await deps.audit.record(tx, {
        brandId: actor.brandId,
        operatorId: actor.operatorId,
        action: 'operator.logout',
        targetType: 'operator',
        targetId: String(actor.operatorId),
        detail: {},
        ip: actor.ip,
      });
    });
  }

  // Operator management (permission 'operators').

  async function list(brandId: number, q: OperatorListQuery) {
    const { rows, total } = await deps.store.list(brandId, q);
    return { list: rows.map(item), pageNo: q.pageNo, pageSize: q.pageSize, total };
  }

  const audited = (actor: Creator, action: string, target: number, detail: Record<string, unknown>) => ({
    brandId: actor.brandId,
    operatorId: actor.operatorId,
    action,
    targetType: 'operator',
    targetId: String(target),
    detail,
    ip: actor.ip,
  });

  async function create(actor: Creator, body: OperatorCreateBody): Promise<OperatorItem> {
    if (await deps.store.byUsername(actor.brandId, body.username)) throw usernameTaken();
    const passwordHash = await hashPassword(body.password);
    try {
      return await inTransaction(deps.db, async (tx) => {
        const [row] = await deps.store.insertOperator(tx, {
          brandId: actor.brandId,
          username: body.username,
          passwordHash,
          role: body.role,
        });
        const created = row as OperatorRow;
        await deps.audit.record(
          tx,
          audited(actor, 'operator.create', created.id, { username: created.username, role: created.role }),
        );
        return item(created);
      });
    } catch (error) {
      if (pgErrorOf(error)?.code === '23505') throw usernameTaken();
      throw error;
    }
  }

  const usernameTaken = () =>
    new AppError('USERNAME_TAKEN', {}, { fields: [{ field: 'username', rule: 'taken', message: '' }] });

  /** Loads an operator of the actor's brand that is not the actor (an owner never demotes or disables themselves). */
  async function other(actor: Actor, id: number) {
    const op = await deps.store.byId(actor.brandId, id);
    if (!op) throw new AppError('NOT_FOUND');
    return op;
  }

  async function setRole(actor: Actor, id: number, role: OperatorRole): Promise<OperatorItem> {
    if (id === actor.operatorId) throw new AppError('OPERATOR_SELF');
    const before = await other(actor, id);
    return inTransaction(deps.db, async (tx) => {
      const [row] = await deps.store.update(tx, actor.brandId, id, { role });
      await deps.audit.record(tx, audited(actor, 'operator.role', id, { from: before.role, to: role }));
      return item(row as OperatorRow);
    });
  }

  /** Disabling ends the operator's sessions and open login tickets at once; enabling lets them log in again. */
  async function setStatus(actor: Actor, id: number, status: 'active' | 'disabled'): Promise<OperatorItem> {
    if (id === actor.operatorId) throw new AppError('OPERATOR_SELF');
    await other(actor, id);
    const now = deps.clock();
    return inTransaction(deps.db, async (tx) => {
      const [row] = await deps.store.update(tx, actor.brandId, id, { status });
      if (status === 'disabled') {
        await deps.store.revokeAll(tx, id, now);
        await deps.store.dropTickets(tx, id, now);
      }
      const action = status === 'disabled' ? 'operator.disable' : 'operator.enable';
      await deps.audit.record(tx, audited(actor, action, id, {}));
      return item(row as OperatorRow);
    });
  }

  /** Forgets the authenticator (lost phone): their sessions end and their next login enrols a new one. */
  async function resetTotp(actor: Actor, id: number): Promise<OperatorItem> {
    await other(actor, id);
    const now = deps.clock();
    return inTransaction(deps.db, async (tx) => {
      const [row] = await deps.store.update(tx, actor.brandId, id, { totpSecret: null, totpLastStep: null });
      await deps.store.revokeAll(tx, id, now);
      await deps.store.dropTickets(tx, id, now);
      await deps.audit.record(tx, audited(actor, 'operator.totp_reset', id, {}));
      return item(row as OperatorRow);
    });
  }

  return { login, totp, me, resolve, close, list, create, setRole, setStatus, resetTotp, box };
}
export type OperatorsService = ReturnType<typeof operatorsService>;

/** The operators service on a database, for the command line (`npm run operator:create`): tools never reach a store. */
export const operatorsServiceOn = (db: Db, secret: string) =>
  operatorsService({ store: operatorsStore(db), db, audit: auditServiceOn(db), clock: () => new Date(), secret });
