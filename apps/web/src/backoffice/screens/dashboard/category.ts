import type { OpsKey, useOpsT } from '../../i18n';

/** A category code's label (dashboard.category.<code>, '' = not in the catalogue); an unknown code shows as itself. */
export function categoryLabel(t: ReturnType<typeof useOpsT>, code: string) {
  const key = `dashboard.category.${code || 'none'}` as OpsKey;
  const text = t(key);
  return text === key || text.endsWith(`.${code}`) ? code : text;
}
