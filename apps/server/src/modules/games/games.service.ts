import { CATEGORIES, type GameMenu, type VendorSummary } from '@platform/contracts';
import type { Translate } from '../../platform/i18n/translate';
import type { GamesStore } from './games.store';

export function gamesService(deps: { store: GamesStore }) {
  /** Categories in navigation order, each with its vendors; a category without vendors is left out. */
  async function gameMenus(brandId: number, t: Translate): Promise<GameMenu[]> {
    const rows = await deps.store.vendorsWithCategories(brandId);
    return CATEGORIES.map((c, i) => {
      const list: VendorSummary[] = rows
        .filter((r) => r.category === c.code)
        .map(({ vendor: v, closed }) => ({
          vassalage: v.code,
          name: v.name,
          logo: v.logo,
          walletMode: v.walletMode,
          maintenance: closed,
          isGame: v.isGame,
        }));
      return { category: c.code, name: t(`category.${c.code}`), path: c.path, sequence: i + 1, vendors: list };
    }).filter((m) => m.vendors.length > 0);
  }
  /** Transfer-mode vendors (wallet transfers, spec §7 GCS_walletTransfer), disabled ones included. */
  const transferVendors = (brandId: number) => deps.store.transferVendors(brandId);
  /** The back office's writes to vendors and games (ops-config calls them inside its audited transaction). */
  const config = { updateVendor: deps.store.updateVendor, updateGame: deps.store.updateGame };
  return { gameMenus, transferVendors, config };
}
export type GamesService = ReturnType<typeof gamesService>;
