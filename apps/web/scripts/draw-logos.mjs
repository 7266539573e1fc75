// Draws the vendor logos and footer badges under public/static as SVG. Run: node scripts/draw-logos.mjs
// Each vendor gets its own palette and emblem so the lobby reads as many studios, not one template.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../public/static');
const write = (rel, svg) => {
  mkdirSync(path.dirname(path.join(out, rel)), { recursive: true });
  writeFileSync(path.join(out, rel), `${svg.trim()}\n`);
};
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const EMBLEMS = {
  ball: '<circle cx="40" cy="40" r="22" fill="none" stroke="currentColor" stroke-width="5"/><path d="M40 26l10 7-4 12H34l-4-12z" fill="currentColor"/>',
  card: '<rect x="24" y="18" width="26" height="36" rx="4" transform="rotate(-12 37 36)" fill="none" stroke="currentColor" stroke-width="5"/><path d="M47 26l12 8-12 14-12-14z" fill="currentColor"/>',
  reel: '<rect x="16" y="20" width="48" height="40" rx="6" fill="none" stroke="currentColor" stroke-width="5"/><path d="M32 22v36M48 22v36" stroke="currentColor" stroke-width="4"/><text x="24" y="46" font-size="14" font-weight="900" fill="currentColor" font-family="sans-serif">7</text>',
  star: '<path d="M40 14l7.6 15.6 17.2 2.5-12.4 12.1 2.9 17.1L40 53.2l-15.3 8.1 2.9-17.1-12.4-12.1 17.2-2.5z" fill="currentColor"/>',
  fish: '<path d="M14 40c8-14 26-18 38-8l14-8v32l-14-8c-12 10-30 6-38-8z" fill="currentColor"/><circle cx="28" cy="37" r="3" fill="#0b1530"/>',
  crown:
    '<path d="M16 54l-4-28 16 12 12-20 12 20 16-12-4 28z" fill="currentColor"/><rect x="16" y="56" width="48" height="6" rx="2" fill="currentColor"/>',
  dice: '<rect x="18" y="18" width="44" height="44" rx="9" fill="none" stroke="currentColor" stroke-width="5"/><circle cx="30" cy="30" r="4" fill="currentColor"/><circle cx="50" cy="50" r="4" fill="currentColor"/><circle cx="40" cy="40" r="4" fill="currentColor"/>',
  lotus:
    '<path d="M40 16c8 10 8 22 0 32-8-10-8-22 0-32zM20 30c10 2 17 9 20 18-10-1-18-8-20-18zM60 30c-10 2-17 9-20 18 10-1 18-8 20-18z" fill="currentColor"/><path d="M16 56h48" stroke="currentColor" stroke-width="5" stroke-linecap="round"/>',
  tiger:
    '<path d="M18 22l10 8h24l10-8-2 18c0 12-9 22-20 22S20 52 20 40z" fill="currentColor"/><path d="M30 38l6 4M50 38l-6 4M34 50h12M26 30l4 6M54 30l-4 6" stroke="#0b1530" stroke-width="3" stroke-linecap="round"/>',
  bolt: '<path d="M44 12L22 44h16l-4 24 24-34H42z" fill="currentColor"/>',
  rooster:
    '<path d="M22 60l6-16c-8-4-10-14-6-22l8 4 2-10 6 8 6-6 2 12c10 4 14 12 12 20-2 8-10 12-20 12z" fill="currentColor"/><circle cx="46" cy="32" r="3" fill="#0b1530"/>',
  target:
    '<circle cx="40" cy="40" r="24" fill="none" stroke="currentColor" stroke-width="5"/><circle cx="40" cy="40" r="12" fill="none" stroke="currentColor" stroke-width="5"/><circle cx="40" cy="40" r="4" fill="currentColor"/>',
  balls:
    '<circle cx="28" cy="32" r="10" fill="currentColor"/><circle cx="52" cy="32" r="10" fill="none" stroke="currentColor" stroke-width="5"/><circle cx="40" cy="52" r="10" fill="currentColor"/>',
  rocket:
    '<path d="M40 12c12 10 16 24 12 38H28c-4-14 0-28 12-38z" fill="currentColor"/><path d="M28 50l-8 10h12M52 50l8 10H48M36 60l4 8 4-8" fill="currentColor"/><circle cx="40" cy="32" r="5" fill="#0b1530"/>',
  gamepad:
    '<path d="M22 28h36a10 10 0 0 1 10 10v8a8 8 0 0 1-14 5l-4-5H30l-4 5a8 8 0 0 1-14-5v-8a10 10 0 0 1 10-10z" fill="currentColor"/><path d="M28 36v8M24 40h8" stroke="#0b1530" stroke-width="3"/><circle cx="52" cy="38" r="2.5" fill="#0b1530"/><circle cx="57" cy="43" r="2.5" fill="#0b1530"/>',
};

const VENDORS = [
  ['ELOTT', 'Royal', 'E-Lottery', 'balls', '#f5c451', '#3b1d6e', '#7b3fe4'],
  ['TCG_LOTTO_VN', 'TCG', 'Lotto VN', 'star', '#ffdf5e', '#8a0f1c', '#d7263d'],
  ['TCG_SEA', 'TCG', 'SEA Lottery', 'target', '#8ff7ff', '#05445e', '#189ab4'],
  ['LOTT', 'Royal', 'Lottery', 'balls', '#ffe08a', '#5a3a00', '#c98a06'],
  ['AURA_LIVE', 'Aura', 'Live', 'card', '#ffd1f0', '#4a0e4e', '#b4308c'],
  ['LOTUS_LIVE', 'Lotus', 'Live', 'lotus', '#ffd6e0', '#6b1238', '#e0457b'],
  ['APEX_SPORTS', 'Apex', 'Sports', 'ball', '#c8ffb0', '#0f3d1e', '#2e9e4f'],
  ['GOAL_SPORTS', 'Goal', 'Sports', 'ball', '#ffffff', '#10305c', '#2563eb'],
  ['OCEAN_FISH', 'Ocean', 'Fishing', 'fish', '#9ef0ff', '#013a5a', '#0288d1'],
  ['REEF_HUNTER', 'Reef', 'Hunter', 'fish', '#ffd29e', '#6b2b00', '#f57c00'],
  ['STARSLOT', 'Star', 'Slot', 'star', '#fff3a6', '#2b1a66', '#5b3fd6'],
  ['NEON_SLOTS', 'Neon', 'Slots', 'bolt', '#a6fff4', '#1a0f3d', '#ff2bd6'],
  ['TIGER_REELS', 'Tiger', 'Reels', 'tiger', '#ffb54d', '#3d1600', '#e06b00'],
  ['BENGAL_SPINS', 'Bengal', 'Spins', 'reel', '#b8ffd9', '#003d24', '#00a060'],
  ['ROYAL_CARDS', 'Royal', 'Cards', 'crown', '#ffe7a3', '#3a0a0a', '#b3261e'],
  ['TEEN_PATTI', 'Teen Patti', 'Club', 'card', '#ffe0b3', '#3d2000', '#a15c00'],
  ['ARENA_ES', 'Arena', 'E-Sports', 'gamepad', '#c9b8ff', '#12083d', '#6d3df5'],
  ['SABONG_PIT', 'Sabong', 'Pit', 'rooster', '#ffc2a8', '#4a0d00', '#d84315'],
  ['HOUSE', 'Royal', 'Originals', 'rocket', '#f5c451', '#0b1530', '#1d3063'],
];

for (const [code, word, sub, emblem, ink, dark, mid] of VENDORS) {
  write(
    `vendors/${code}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 120" role="img" aria-label="${esc(`${word} ${sub}`)}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
  <rect width="320" height="120" rx="20" fill="url(#g)"/>
  <rect x="3" y="3" width="314" height="114" rx="18" fill="none" stroke="${ink}" stroke-opacity=".35" stroke-width="2"/>
  <g transform="translate(14 20)" color="${ink}">${EMBLEMS[emblem]}</g>
  <text x="104" y="62" font-family="Noto Sans, Arial, sans-serif" font-size="34" font-weight="800" fill="${ink}">${esc(word)}</text>
  <text x="106" y="92" font-family="Noto Sans, Arial, sans-serif" font-size="20" font-weight="600" fill="#ffffff" fill-opacity=".85" letter-spacing="3">${esc(sub.toUpperCase())}</text>
</svg>`,
  );
}

const BADGES = [
  ['footer/bkash.svg', 'bKash', '#e2136e', '#ffffff'],
  ['footer/nagad.svg', 'Nagad', '#f6921e', '#ffffff'],
  ['footer/rocket.svg', 'Rocket', '#8c3494', '#ffffff'],
  ['footer/bank.svg', 'Bank', '#1e3a8a', '#ffffff'],
  ['footer/cert-rng.svg', 'RNG ✓', '#0f5132', '#d1fae5'],
  ['footer/cert-18.svg', '18+', '#7f1d1d', '#fee2e2'],
  ['footer/responsible.svg', 'Play Safe', '#134e4a', '#ccfbf1'],
  ['footer/facebook.svg', 'f', '#1877f2', '#ffffff'],
  ['footer/telegram.svg', '➤', '#229ed9', '#ffffff'],
  ['footer/whatsapp.svg', '✆', '#25d366', '#ffffff'],
  ['footer/youtube.svg', '▶', '#ff0000', '#ffffff'],
  ['footer/license.svg', 'Licensed', '#3f3f46', '#f5c451'],
];
for (const [file, label, bg, fg] of BADGES) {
  const w = Math.max(56, 18 + label.length * 12);
  write(
    file,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} 36" width="${w}" height="36" role="img" aria-label="${esc(label)}">
  <rect width="${w}" height="36" rx="8" fill="${bg}"/>
  <text x="${w / 2}" y="24" text-anchor="middle" font-family="Noto Sans, Arial, sans-serif" font-size="16" font-weight="800" fill="${fg}">${esc(label)}</text>
</svg>`,
  );
}

write(
  'avatar/default.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="#1d3063"/><circle cx="32" cy="25" r="11" fill="#93a3c8"/><path d="M12 54c4-10 12-15 20-15s16 5 20 15" fill="#93a3c8"/></svg>`,
);
write(
  'games/default.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d3063"/><stop offset="1" stop-color="#0e1a3a"/></linearGradient></defs><rect width="160" height="100" rx="14" fill="url(#g)"/><rect x="40" y="24" width="80" height="52" rx="8" fill="none" stroke="#f5c451" stroke-width="4"/><path d="M66 24v52M94 24v52" stroke="#f5c451" stroke-width="3"/><text x="48" y="58" font-family="Arial" font-size="18" font-weight="900" fill="#f5c451">7</text><text x="74" y="58" font-family="Arial" font-size="18" font-weight="900" fill="#19c37d">7</text><text x="102" y="58" font-family="Arial" font-size="18" font-weight="900" fill="#f5c451">7</text></svg>`,
);
console.log(`drew ${VENDORS.length} vendor logos and ${BADGES.length} badges`);
