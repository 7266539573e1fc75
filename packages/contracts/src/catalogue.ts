import { z } from 'zod';

/**
 * Game categories of spec §1 with the route that shows them (spec §2). `center` routes are game
 * centers, `list` routes are game-list centers. Home and promotions frame the navigation.
 */
export const CATEGORIES = [
  { code: 'ELOTT', path: '/elott', kind: 'center', icon: 'elott' },
  { code: 'LOTT', path: '/lott', kind: 'center', icon: 'lott' },
  { code: 'LIVE', path: '/live', kind: 'list', icon: 'live' },
  { code: 'SPORTS', path: '/sports', kind: 'center', icon: 'sports' },
  { code: 'FISH', path: '/fish', kind: 'list', icon: 'fish' },
  { code: 'RNG', path: '/rng', kind: 'list', icon: 'rng' },
  { code: 'PVP', path: '/pvp', kind: 'list', icon: 'pvp' },
  { code: 'ESPORTS', path: '/esports', kind: 'center', icon: 'esports' },
  { code: 'COCKFIGHT', path: '/cockfight', kind: 'center', icon: 'cockfight' },
  { code: 'BGS', path: '/bgs', kind: 'list', icon: 'bgs' },
] as const;
export type CategoryCode = (typeof CATEGORIES)[number]['code'];
export const CATEGORY_CODES = CATEGORIES.map((c) => c.code) as [CategoryCode, ...CategoryCode[]];

export const vendorSummary = z.object({
  vassalage: z.string().describe('vendor code'),
  name: z.string(),
  logo: z.string().describe('SVG URL'),
  walletMode: z.enum(['seamless', 'transfer']),
  maintenance: z.boolean(),
  isGame: z.string().nullable().describe('VASSALAGE when the tile opens a popup of games'),
});
export type VendorSummary = z.infer<typeof vendorSummary>;

export const gameMenu = z.object({
  category: z.enum(CATEGORY_CODES),
  name: z.string().describe('in the request language'),
  path: z.string(),
  sequence: z.number().int(),
  vendors: z.array(vendorSummary),
});
export type GameMenu = z.infer<typeof gameMenu>;
export const gameMenus = z.array(gameMenu);
