import { randomInt } from 'node:crypto';
import {
  type AffiliateApplication,
  type AffiliateApplicationPage,
  type AffiliateApplicationState,
  type AffiliateApplyBody,
  AGENT_TYPES,
  DOWNLINE_AGENT_TYPE,
  TRIAL_TYPE,
} from '@platform/contracts';
import type { Db } from '../../platform/db/client';
import { inTransaction } from '../../platform/db/tx';
import { AppError } from '../../platform/http/app-error';
import type { Translate } from '../../platform/i18n/translate';
import type { Agents, Audit, Clock, Members } from './agent-transfers.ports';
import type { AgentTransfersStore, ApplicationRow } from './agent-transfers.store';

const isAgent = (type: number) => (AGENT_TYPES as readonly number[]).includes(type);
/** Invitation codes: no 0/O or 1/I, so a code read aloud or typed from a screenshot is not mistaken. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const drawCode = () => Array.from({ length: 7 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

const out = (r: ApplicationRow): AffiliateApplication => ({
  id: r.id,
  memberId: r.memberId,
  account: r.account,
  status: r.status,
  reason: r.reason,
  contact: r.contact,
  remark: r.remark,
  affiliateCode: r.affiliateCode,
  createdAt: r.createdAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
});

/**
 * A player's application to become an agent (affiliate) and the operator's review. Approval, the
 * member's new agent type, its first invitation code and the audit entry commit together: type 1
 * (top agent) when the member has no agent above it, the downline agent type otherwise.
 */
export function affiliateService(deps: {
  db: Db;
  store: AgentTransfersStore;
  members: Members;
  /** The new agent's first invitation code belongs to the agents module: written through it. */
  agents: Pick<Agents, 'addInvitation'>;
  audit: Audit;
  clock: Clock;
}) {
  const { store } = deps;

  async function state(memberId: number): Promise<AffiliateApplicationState> {
    const [me, latest] = await Promise.all([deps.members.byId(memberId), store.latestApplication(memberId)]);
    const agent = isAgent(me?.type ?? 0);
    return {
      application: latest ? out(latest) : null,
      canApply: !agent && me?.type !== TRIAL_TYPE && latest?.status !== 'in_process',
      isAgent: agent,
    };
  }

  async function apply(
    brandId: number,
    memberId: number,
    body: AffiliateApplyBody,
  ): Promise<AffiliateApplicationState> {
    const me = await deps.members.byId(memberId);
    if (!me || isAgent(me.type)) throw new AppError('ALREADY_AGENT');
    if (me.type !== 0) throw new AppError('FORBIDDEN');
    const id = await store.apply({
      brandId,
      memberId,
      reason: body.reason || null,
      contact: body.contact || null,
      at: deps.clock(),
    });
    if (!id) throw new AppError('AFFILIATE_APPLICATION_OPEN');
    return state(memberId);
  }

  async function list(
    brandId: number,
    q: { status?: 'in_process' | 'approved' | 'rejected'; pageNo: number; pageSize: number },
  ): Promise<AffiliateApplicationPage> {
    const r = await store.applications(brandId, q.status, q.pageSize, (q.pageNo - 1) * q.pageSize);
    return { list: r.rows.map(out), pageNo: q.pageNo, pageSize: q.pageSize, total: r.total };
  }

  async function review(req: {
    brandId: number;
    operatorId: number;
    ip: string;
    id: number;
    action: 'approve' | 'reject';
    remark?: string;
    t: Translate;
  }): Promise<AffiliateApplication> {
    const { brandId } = req;
    return inTransaction(deps.db, async (tx) => {
      const app = await store.lockApplication(tx, brandId, req.id);
      if (!app) throw new AppError('NOT_FOUND');
      if (app.status !== 'in_process') {
        const status = req.t(`affiliate.status.${app.status}`);
        throw new AppError('AFFILIATE_APPLICATION_STATE', { status }, { status: app.status });
      }
      const at = deps.clock();
      let code: string | null = null;
      let type: number | null = null;
      if (req.action === 'approve') {
        // Read in the transaction: a pooled read here, while approvals of the same application wait
        // on its row holding every connection, hung the app (30 approvals sent at once).
        const uplineType = await store.uplineType(tx, app.memberId);
        type = uplineType !== undefined && isAgent(uplineType) ? DOWNLINE_AGENT_TYPE : 1;
        // Only a player becomes an agent: one that became an agent meanwhile (or a trial) is refused.
        if (!(await deps.members.promoteToAgent(tx, app.memberId, type))) throw new AppError('ALREADY_AGENT');
        for (let i = 0; i < 8 && !code; i++) {
          const drawn = drawCode();
          const row = { brandId, agentId: app.memberId, code: drawn, kind: 'member', rebateBp: 0 };
          if (await deps.agents.addInvitation(row, tx)) code = drawn;
        }
        if (!code) throw new AppError('INTERNAL');
      }
      const status = req.action === 'approve' ? 'approved' : 'rejected';
      await store.decide(tx, app.id, { status, remark: req.remark || null, operatorId: req.operatorId, code, at });
      await deps.audit.record(tx, {
        brandId,
        operatorId: req.operatorId,
        action: `affiliate.${req.action}`,
        targetType: 'member',
        targetId: String(app.memberId),
        detail: { applicationId: app.id, agentType: type, affiliateCode: code, remark: req.remark ?? null },
        ip: req.ip,
      });
      return out({ ...app, status, remark: req.remark || null, affiliateCode: code, decidedAt: at });
    });
  }

  return { state, apply, list, review };
}
export type AffiliateService = ReturnType<typeof affiliateService>;
