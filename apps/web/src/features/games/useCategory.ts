import type { CategoryCode, GameMenu } from '@platform/contracts';
import { useGameMenus } from '../../api/system';

/** The menu entry of one category, or undefined while loading or when it has no vendors. */
export function useCategory(category: CategoryCode): { menu: GameMenu | undefined; isPending: boolean } {
  const menus = useGameMenus();
  return { menu: menus.data?.find((m) => m.category === category), isPending: menus.isPending };
}
