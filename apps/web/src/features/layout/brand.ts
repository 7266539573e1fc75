import type { Whitelabel } from '@platform/contracts';
import { useWhitelabel } from '../../api/system';

/** The brand is loaded before any page renders (Root waits for it), so pages can rely on it. */
export function useBrand(): Whitelabel {
  const { data } = useWhitelabel();
  if (!data) throw new Error('brand not loaded');
  return data;
}

export const resourcesOf = (brand: Whitelabel, type: Whitelabel['resources'][number]['resourceType']) =>
  brand.resources.filter((r) => r.resourceType === type);

export const logoOf = (brand: Whitelabel) => resourcesOf(brand, 'logo')[0]?.url ?? '/static/brand/logo.svg';
