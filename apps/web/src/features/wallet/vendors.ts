import { useMemo } from 'react';
import { useGameMenus } from '../../api/system';

/** Vendor code -> display name from the game menus (already cached by the side menu); the code if unknown. */
export function useVendorNames(): (code: string) => string {
  const { data } = useGameMenus();
  const names = useMemo(
    () => new Map((data ?? []).flatMap((m) => m.vendors.map((v) => [v.vassalage, v.name] as const))),
    [data],
  );
  return (code) => names.get(code) ?? code;
}
