import { ApiError } from '../../../api/client';
import { i18n } from '../../../i18n';
import { readOpsToken } from '../../../state/ops-session';

/**
 * Downloads a report's CSV export (GET <path>?<query>, text/csv) with the operator's token and hands
 * it to the browser as a file; an error answer (a bad range names its field) comes back as ApiError.
 */
export async function downloadCsv(path: string, query: Record<string, string | number | undefined>) {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && k !== 'pageNo' && k !== 'pageSize') qs.set(k, String(v));
  const headers: Record<string, string> = { 'accept-language': i18n.language || 'en' };
  const token = readOpsToken();
  if (token) headers.token = token;
  const res = await fetch(`${path}?${qs}`, { headers });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string; code?: string } | null;
    throw new ApiError(body?.message ?? i18n.t('errors.unknown'), body?.code ?? 'UNKNOWN', res.status);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'report.csv';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
