import { LANGUAGE_CODES, type LanguageCode } from '@platform/contracts/languages';
import { REEL_SETS, reelSetRtpBp } from '../slots/reelsets';
import type { Volatility } from '../slots/types';
import { EDITIONS, ENGLISH_WORDS, KINDS, type Kind, THEMES, WORDS } from './words';

/**
 * The demo studio's 10,000 games, generated from nothing but their position, so every run (and
 * every machine) produces the same ids, names and flags without a data file. Vendor codes are the
 * demo brand's (apps/server/src/seed/demo-content.ts); RNG is the slot category of spec §1.
 */

export type GameCategory = 'RNG' | 'FISH' | 'PVP' | 'LIVE' | 'BGS';

interface VendorPlan {
  vendor: string;
  category: GameCategory;
  count: number;
  /** Short code prefix for gameCode. */
  prefix: string;
  kinds: readonly Kind[];
}

const SLOT_KINDS: readonly Kind[] = [
  'kingdom',
  'riches',
  'palace',
  'legend',
  'treasure',
  'quest',
  'temple',
  'rush',
  'dreams',
  'empire',
];
const FISH_KINDS: readonly Kind[] = ['hunter', 'fishing', 'reef', 'catch'];
const CARD_KINDS: readonly Kind[] = ['poker', 'rummy', 'teenpatti', 'andarbahar', 'blackjack'];
const LIVE_KINDS: readonly Kind[] = ['roulette', 'baccarat', 'sicbo', 'dragontiger', 'blackjack'];
const CRASH_KINDS: readonly Kind[] = ['crash', 'rocket', 'plinko', 'mines', 'dice'];

/** 5,000 slots, 1,000 fishing, 1,600 card, 1,600 live and 800 in-house games. */
export const VENDOR_PLANS: readonly VendorPlan[] = [
  { vendor: 'STARSLOT', category: 'RNG', count: 1250, prefix: 'SS', kinds: SLOT_KINDS },
  { vendor: 'NEON_SLOTS', category: 'RNG', count: 1250, prefix: 'NS', kinds: SLOT_KINDS },
  { vendor: 'TIGER_REELS', category: 'RNG', count: 1250, prefix: 'TR', kinds: SLOT_KINDS },
  { vendor: 'BENGAL_SPINS', category: 'RNG', count: 1250, prefix: 'BS', kinds: SLOT_KINDS },
  { vendor: 'OCEAN_FISH', category: 'FISH', count: 500, prefix: 'OF', kinds: FISH_KINDS },
  { vendor: 'REEF_HUNTER', category: 'FISH', count: 500, prefix: 'RH', kinds: FISH_KINDS },
  { vendor: 'ROYAL_CARDS', category: 'PVP', count: 800, prefix: 'RC', kinds: CARD_KINDS },
  { vendor: 'TEEN_PATTI', category: 'PVP', count: 800, prefix: 'TP', kinds: CARD_KINDS },
  { vendor: 'AURA_LIVE', category: 'LIVE', count: 800, prefix: 'AL', kinds: LIVE_KINDS },
  { vendor: 'LOTUS_LIVE', category: 'LIVE', count: 800, prefix: 'LL', kinds: LIVE_KINDS },
  { vendor: 'HOUSE', category: 'BGS', count: 800, prefix: 'HO', kinds: CRASH_KINDS },
];

/** Live vendors open a popup of their tables (spec §2, isGame VASSALAGE), as in demo-content.ts. */
const POPUP_VENDORS = new Set(['AURA_LIVE', 'LOTUS_LIVE']);

/**
 * Published RTPs of the classic non-slot games (basis points), e.g. baccarat banker 98.94%,
 * single-zero roulette 97.30%; fishing and crash use the studio's own house edge.
 */
const KIND_RTP_BP: Partial<Record<Kind, number>> = {
  hunter: 9650,
  fishing: 9600,
  reef: 9700,
  catch: 9550,
  poker: 9700,
  rummy: 9600,
  teenpatti: 9650,
  andarbahar: 9785,
  blackjack: 9950,
  roulette: 9730,
  baccarat: 9894,
  sicbo: 9722,
  dragontiger: 9627,
  crash: 9700,
  rocket: 9700,
  plinko: 9900,
  mines: 9900,
  dice: 9900,
};
const KIND_VOLATILITY: Partial<Record<Kind, Volatility>> = {
  blackjack: 'low',
  baccarat: 'low',
  dragontiger: 'low',
  andarbahar: 'low',
  crash: 'high',
  rocket: 'high',
  mines: 'high',
  plinko: 'high',
};

export const FIRST_NODE_ID = 100_001;

export interface CatalogueGame {
  /** Stable across runs: vendor and sequence. */
  gameId: string;
  nodeId: number;
  gameCode: string;
  vassalage: string;
  category: GameCategory;
  /** Spec §3: slots are typed RNG; other games carry their category code. */
  gameType: GameCategory;
  isGame: 'VASSALAGE' | null;
  displayName: Record<LanguageCode, string>;
  /** Card theme of spec §9: theme-(nodeId mod 6 + 1). */
  theme: string;
  /** Index into THEMES: the game's motif, used by the icon. */
  motif: number;
  kind: Kind;
  isHot: boolean;
  isNew: boolean;
  /** Return to player in basis points; for slots the exact RTP of `reelSetId`. */
  rtpBp: number;
  volatility: Volatility;
  tags: string[];
  /** Slots only: the reel set the engine plays (see slots/reelsets.ts). */
  reelSetId: string | null;
}

/** A 32-bit integer mix (splitmix-style) of the node id: deterministic flags, not randomness. */
export function mix(n: number): number {
  let x = (n ^ 0x9e3779b9) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b) >>> 0;
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

export const themeOf = (nodeId: number): string => `theme-${(nodeId % 6) + 1}`;

function nameIn(lang: LanguageCode, motif: number, kind: Kind, edition: number, generation: number): string {
  const words = WORDS[lang] ?? ENGLISH_WORDS;
  const theme = words.themes[motif] ?? '';
  const kindWord = words.kinds[KINDS.indexOf(kind)] ?? '';
  const parts = words.order === 'tk' ? [theme, kindWord] : [kindWord, theme];
  const editionWord = edition > 0 ? (words.editions[edition - 1] ?? '') : '';
  if (editionWord) words.editionFirst ? parts.unshift(editionWord) : parts.push(editionWord);
  const base = parts.join(words.sep);
  // A later generation of the same words gets a number so names within a vendor stay distinct.
  return generation > 0 ? `${base} ${generation + 1}` : base;
}

function makeGame(plan: VendorPlan, vendorIndex: number, seq: number, nodeId: number): CatalogueGame {
  const combos = THEMES.length * plan.kinds.length * EDITIONS.length;
  // Step through the word combinations with a prime stride (coprime to every count here), so
  // neighbours differ, from a per-vendor offset, so vendors do not all open with the same name.
  const combo = (seq * 7919 + vendorIndex * 101) % combos;
  const generation = Math.floor(seq / combos);
  const motif = combo % THEMES.length;
  const kind = plan.kinds[Math.floor(combo / THEMES.length) % plan.kinds.length] ?? 'kingdom';
  const edition = Math.floor(combo / (THEMES.length * plan.kinds.length));
  const displayName = Object.fromEntries(
    LANGUAGE_CODES.map((lang) => [lang, nameIn(lang, motif, kind, edition, generation)]),
  ) as Record<LanguageCode, string>;

  const hash = mix(nodeId);
  const isSlot = plan.category === 'RNG';
  const reelSetId = isSlot ? (REEL_SETS[hash % REEL_SETS.length]?.id ?? null) : null;
  const volatility = reelSetId
    ? (REEL_SETS.find((r) => r.id === reelSetId)?.volatility ?? 'medium')
    : (KIND_VOLATILITY[kind] ?? 'medium');
  const isHot = hash % 100 < 4;
  // The newest 5% of each vendor's games (the highest sequence numbers) are flagged new.
  const isNew = seq >= plan.count - Math.ceil(plan.count / 20);
  const tags = [plan.category.toLowerCase(), kind, THEMES[motif] ?? '', volatility];
  if (isHot) tags.push('hot');
  if (isNew) tags.push('new');
  const number = String(seq + 1).padStart(4, '0');
  return {
    gameId: `${plan.vendor}-${number}`,
    nodeId,
    gameCode: `${plan.prefix}${number}`,
    vassalage: plan.vendor,
    category: plan.category,
    gameType: plan.category,
    isGame: POPUP_VENDORS.has(plan.vendor) ? 'VASSALAGE' : null,
    displayName,
    theme: themeOf(nodeId),
    motif,
    kind,
    isHot,
    isNew,
    rtpBp: reelSetId ? reelSetRtpBp(reelSetId) : (KIND_RTP_BP[kind] ?? 9600),
    volatility,
    tags,
    reelSetId,
  };
}

/** All 10,000 games, in vendor order; node ids are consecutive from FIRST_NODE_ID. */
export function generateCatalogue(): CatalogueGame[] {
  const games: CatalogueGame[] = [];
  VENDOR_PLANS.forEach((plan, vendorIndex) => {
    for (let seq = 0; seq < plan.count; seq++)
      games.push(makeGame(plan, vendorIndex, seq, FIRST_NODE_ID + games.length));
  });
  return games;
}
