import type { LanguageCode, OpsHelpSection } from '@platform/contracts';
import type { Db } from '../../platform/db/client';
import { inTransaction } from '../../platform/db/tx';
import { AppError } from '../../platform/http/app-error';
import type { AuditService } from '../audit/audit.service';
import type { HelpService } from '../system/help.service';
import type { OperatorCtx } from './ops-shared';

type Row = { lang: string; sectionId: string; title: string; body: string; sequence: number };
const view = (r: Row): OpsHelpSection => ({
  lang: r.lang as LanguageCode,
  sectionId: r.sectionId,
  title: r.title,
  body: r.body,
  sequence: r.sequence,
});

/**
 * The help center's sections per language (/help#<sectionId>): a reader gets the sections of their
 * language, else the brand's, else English (system.helpCenter). Each write audited in its transaction.
 */
export function opsHelpService(deps: { db: Db; help: HelpService; audit: AuditService }) {
  return {
    async list(brandId: number, q: { lang: LanguageCode; pageNo: number; pageSize: number }) {
      const [{ rows, total }, languages] = await Promise.all([
        deps.help.page(brandId, q.lang, q.pageSize, (q.pageNo - 1) * q.pageSize),
        deps.help.languages(brandId),
      ]);
      return { list: rows.map(view), pageNo: q.pageNo, pageSize: q.pageSize, total, languages };
    },

    async save(c: OperatorCtx, f: Omit<Row, 'lang'> & { lang: LanguageCode }) {
      return view(
        await inTransaction(deps.db, async (tx) => {
          const row = await deps.help.save(tx, { brandId: c.brandId, ...f });
          await deps.audit.record(tx, {
            brandId: c.brandId,
            operatorId: c.operatorId,
            action: 'help.save',
            targetType: 'help_section',
            targetId: `${f.lang}/${f.sectionId}`,
            detail: { title: f.title, sequence: f.sequence },
            ip: c.ip,
          });
          return row;
        }),
      );
    },

    async remove(c: OperatorCtx, lang: LanguageCode, sectionId: string): Promise<null> {
      await inTransaction(deps.db, async (tx) => {
        const row = await deps.help.remove(tx, c.brandId, lang, sectionId);
        if (!row)
          throw new AppError('NOT_FOUND', {}, { fields: [{ field: 'sectionId', rule: 'notFound', message: '' }] });
        await deps.audit.record(tx, {
          brandId: c.brandId,
          operatorId: c.operatorId,
          action: 'help.delete',
          targetType: 'help_section',
          targetId: `${lang}/${sectionId}`,
          detail: { title: row.title },
          ip: c.ip,
        });
      });
      return null;
    },
  };
}
export type OpsHelpService = ReturnType<typeof opsHelpService>;
