import { type AuditEntry, ROUTES } from '@platform/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { when } from '../../../ui/datetime';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { columnsOf, DataTable } from '../../ui/DataTable';
import { FilterField } from '../../ui/FilterField';
import { useListParams } from '../../ui/list-params';
import { PageHeading } from '../../ui/PageHeading';

const col = columnsOf<AuditEntry>();

/** /ops/audit: what operators (and the system) did, newest first, filtered by action and target. */
export default function AuditSection() {
  const t = useOpsT();
  const params = useListParams({ pageSize: 50 });
  const list = useQuery({
    queryKey: ['ops', 'audit', params.query],
    queryFn: () => opsCall(ROUTES.operatorAudit, { query: params.query }),
    placeholderData: keepPreviousData,
  });
  const columns = col.columns([
    col.accessor('createdAt', { header: () => t('audit.at'), cell: (c) => when(c.getValue()) }),
    col.accessor('operator', {
      header: () => t('audit.operator'),
      cell: (c) => c.getValue() ?? <span className="text-muted">{t('audit.system')}</span>,
    }),
    col.accessor('action', {
      header: () => t('audit.action'),
      cell: (c) => <code className="text-xs">{c.getValue()}</code>,
    }),
    col.accessor((e) => `${e.targetType} ${e.targetId}`, { id: 'target', header: () => t('audit.target') }),
    col.accessor('detail', {
      header: () => t('audit.detail'),
      cell: (c) => <code className="block max-w-md truncate text-xs text-muted">{JSON.stringify(c.getValue())}</code>,
    }),
    col.accessor('ip', { header: () => t('audit.ip'), cell: (c) => c.getValue() ?? '' }),
  ]);
  return (
    <div className="flex flex-col gap-4">
      <PageHeading title={t('audit.title')} />
      <DataTable
        testId="audit-list"
        columns={columns}
        list={list}
        params={params}
        rowId={(e) => String(e.id)}
        toolbar={
          <>
            <FilterField params={params} name="action" label={t('audit.filterAction')} />
            <FilterField params={params} name="targetType" label={t('audit.filterTarget')} />
          </>
        }
      />
    </div>
  );
}
