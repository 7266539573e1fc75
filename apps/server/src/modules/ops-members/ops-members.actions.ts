import type { AuditAction, OpsActionResult } from '@platform/contracts';
import type { Db } from '../../platform/db/client';
import { inTransaction, type Tx } from '../../platform/db/tx';
import { AppError } from '../../platform/http/app-error';
import type { BrandRef } from '../../platform/http/context';
import type { AuditService } from '../audit/audit.service';
import type { MembersService } from '../members/members.service';
import type { SessionEndReason, SessionsService } from '../sessions/sessions.service';
import { iso, type MemberReads } from './ops-members.reads';
import type { OpsMembersStore } from './ops-members.store';

export type OpCtx = { brand: BrandRef; operatorId: number; ip: string };

export type MemberActionsDeps = {
  db: Db;
  store: OpsMembersStore;
  audit: AuditService;
  members: Pick<MembersService, 'setStatus' | 'setTemporaryPassword' | 'unbindTotp'>;
  sessions: Pick<SessionsService, 'endAll' | 'ended'>;
};

/**
 * The Members section's changes: operators' notes and the account actions. Every change goes
 * through the members and sessions services, inside one transaction with its audit entry; sockets
 * of ended sessions are kicked after the commit.
 */
export function memberActions(deps: MemberActionsDeps, reads: Pick<MemberReads, 'memberOf' | 'one'>) {
  const { store } = deps;
  const { memberOf, one } = reads;

  const audit = (tx: Tx, c: OpCtx, memberId: number, action: AuditAction, detail: Record<string, unknown>) =>
    deps.audit.record(tx, {
      brandId: c.brand.id,
      operatorId: c.operatorId,
      action,
      targetType: 'member',
      targetId: String(memberId),
      detail,
      ip: c.ip,
    });

  async function addNote(c: OpCtx, memberId: number, text: string) {
    await memberOf(c.brand, memberId);
    const row = await inTransaction(deps.db, async (tx) => {
      const [note] = await store.addNote(tx, { brandId: c.brand.id, memberId, operatorId: c.operatorId, text });
      if (!note) throw new Error('note not stored');
      await audit(tx, c, memberId, 'member.note', { noteId: note.id, text });
      return note;
    });
    return {
      id: row.id,
      text: row.text,
      operatorId: row.operatorId,
      author: await store.operatorName(c.operatorId),
      createdAt: iso(row.createdAt),
    };
  }

  /** The member's state after an action (what the page's header shows). */
  async function stateOf(brand: BrandRef, memberId: number): Promise<OpsActionResult> {
    const m = await one(brand, memberId);
    return {
      status: m.status,
      liveSessions: m.liveSessions,
      totpBound: m.totpBound,
      mustChangePassword: m.mustChangePassword,
    };
  }

  /**
   * One account action: the change and its audit entry in one transaction; when it ended the
   * member's sessions, their sockets are kicked with `kick` once it committed.
   */
  async function act<T>(
    c: OpCtx,
    memberId: number,
    change: (tx: Tx) => Promise<T>,
    kick: SessionEndReason | null,
  ): Promise<T> {
    await memberOf(c.brand, memberId);
    const out = await inTransaction(deps.db, change);
    if (kick) deps.sessions.ended(memberId, kick);
    return out;
  }

  const refuseUnchanged = (changed: boolean) => {
    if (!changed) throw new AppError('MEMBER_STATE');
  };

  return {
    addNote,

    /** Disabled: no login, and every session ends now (the open sockets are kicked with 'disabled'). */
    async disable(c: OpCtx, memberId: number, reason: string) {
      await act(
        c,
        memberId,
        async (tx) => {
          refuseUnchanged(await deps.members.setStatus(tx, memberId, 'disabled'));
          await deps.sessions.endAll(memberId, tx);
          await audit(tx, c, memberId, 'member.disable', { reason });
        },
        'disabled',
      );
      return stateOf(c.brand, memberId);
    },

    async enable(c: OpCtx, memberId: number, reason: string) {
      await act(
        c,
        memberId,
        async (tx) => {
          refuseUnchanged(await deps.members.setStatus(tx, memberId, 'active'));
          await audit(tx, c, memberId, 'member.enable', { reason });
        },
        null,
      );
      return stateOf(c.brand, memberId);
    },

    /** Every session ends now; the member may log in again. */
    async logout(c: OpCtx, memberId: number, reason: string) {
      await act(
        c,
        memberId,
        async (tx) => {
          const ended = await deps.sessions.endAll(memberId, tx);
          await audit(tx, c, memberId, 'member.logout', { reason, sessions: ended.rowCount ?? 0 });
        },
        'logout_elsewhere',
      );
      return stateOf(c.brand, memberId);
    },

    /**
     * A temporary password, answered once (the audit entry does not hold it); every session ends,
     * and the next login asks the member to choose a new one.
     */
    async resetPassword(c: OpCtx, memberId: number, reason: string) {
      const temporaryPassword = await act(
        c,
        memberId,
        async (tx) => {
          const pw = await deps.members.setTemporaryPassword(tx, memberId);
          await deps.sessions.endAll(memberId, tx);
          await audit(tx, c, memberId, 'member.password_reset', { reason });
          return pw;
        },
        'password_changed',
      );
      return { ...(await stateOf(c.brand, memberId)), temporaryPassword };
    },

    /** Removes the authenticator (a member who lost the phone); new-IP logins then use another method or none. */
    async unbindTotp(c: OpCtx, memberId: number, reason: string) {
      await act(
        c,
        memberId,
        async (tx) => {
          refuseUnchanged(await deps.members.unbindTotp(tx, memberId));
          await audit(tx, c, memberId, 'member.totp_unbind', { reason });
        },
        null,
      );
      return stateOf(c.brand, memberId);
    },
  };
}
