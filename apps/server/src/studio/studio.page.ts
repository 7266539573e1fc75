import { createHash } from 'node:crypto';
import type { LanguageCode } from '@platform/contracts';
import { cardColourPayBp } from '@platform/games';
import { BET_STEPS_MINOR, cardPayLabel, type StudioGame } from './studio.games';
import { STUDIO_CSS } from './studio.page.css';
import { STUDIO_SCRIPT } from './studio.page.script';
import { symbolSvgs } from './studio.symbols';
import { type StudioText, studioText } from './studio.text';

/**
 * The window's own policy: its one inline script by hash, inline styles, calls and icons to the
 * studio only, framed only by the platform that launched it (this origin).
 */
export const STUDIO_PAGE_CSP = [
  "default-src 'self'",
  `script-src 'sha256-${createHash('sha256').update(STUDIO_SCRIPT, 'utf8').digest('base64')}'`,
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
  "frame-ancestors 'self'",
].join('; ');

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
/** JSON inside a <script> element: `<` escaped so no string can close the element. */
const jsonForScript = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

/** Everything the window's script needs, sent once inside the page (no build step, no extra request). */
function windowConfig(sg: StudioGame, o: { lang: string; token: string | null; demo: boolean }) {
  const [from, to, accent] = sg.colours;
  const slot = sg.slot && {
    symbols: sg.slot.symbols,
    reels: sg.slot.reels.map((strip) => strip.map((i) => sg.slot?.symbols[i] ?? '?')),
    paylines: sg.slot.paylines,
    paytable: sg.slot.paytable,
  };
  return {
    lang: o.lang,
    t: studioText(o.lang),
    vendor: sg.game.vassalage,
    game: sg.game.gameCode,
    engine: sg.engine,
    token: o.token,
    demo: o.demo,
    betSteps: BET_STEPS_MINOR.map(Number),
    slot,
    svgs: symbolSvgs(accent, from, studioText(o.lang).symWILD),
    colours: { from, to, accent },
    cardPayBp: sg.engine === 'card' ? cardColourPayBp(sg.game.rtpBp) : null,
  };
}

const pct = (v: number) => `${(v * 100).toFixed(2)}%`;
/** A paytable multiple (centi) grouped as every number on screen is: 14,622.67. */
const multiple = (centi: number) => (centi / 100).toLocaleString('en-US', { maximumFractionDigits: 2 });
/** A reel symbol in the window's language (the engine's code only if the text table lacks it). */
const symbolName = (t: StudioText, code: string) => t[`sym${code}` as keyof StudioText] ?? code;

function factsPanel(sg: StudioGame, lang: string) {
  const t = studioText(lang);
  const vol = t[sg.game.volatility];
  const rules =
    sg.engine === 'slot'
      ? t.lines
      : sg.engine === 'crash'
        ? `${t.crashAs} ${t.crashRule}`
        : `${t.cardAs} ${t.cardRule} ${t.win} ${t.pays} ${cardPayLabel(sg.game.rtpBp)}x.`;
  return `<details open data-testid="facts"><summary>${t.rtp} · ${t.volatility}</summary>
<div class="facts"><div><small>${t.rtp}</small><b data-testid="rtp">${pct(sg.rtpValue)}</b></div>
<div><small>${t.volatility}</small><b>${esc(vol)}</b></div></div><p class="note">${esc(rules)}</p></details>`;
}

function paytablePanel(sg: StudioGame, lang: string) {
  if (!sg.slot) return '';
  const t = studioText(lang);
  const svgs = symbolSvgs(sg.colours[2], sg.colours[0], t.symWILD);
  const rows = sg.slot.symbols
    .map((name, i) => {
      const pays = sg.slot?.paytable[i];
      const label = `${svgs[name] ?? ''} ${esc(symbolName(t, name))}`;
      if (!pays)
        return `<tr><td>${label}</td><td colspan="3" class="note">${esc(t.lines.split(' · ')[2] ?? '')}</td></tr>`;
      return `<tr><td>${label}</td>${pays.map((c) => `<td><span class="amt" data-centi="${c}"></span><br><small>${multiple(c)}x</small></td>`).join('')}</tr>`;
    })
    .join('');
  return `<details data-testid="paytable"><summary>${t.paytable}</summary>
<table><thead><tr><th></th><th>×3</th><th>×4</th><th>×5</th></tr></thead><tbody>${rows}</tbody></table>
<p class="note">${esc(t.lines)}</p></details>`;
}

/**
 * Fairness data (seeds, nonce, round ids, the previous round to verify, the history) is for those
 * who check it: one panel, closed, below the game; the stage shows only what a player reads.
 */
function fairPanel(lang: string) {
  const t = studioText(lang);
  return `<details data-testid="fair"><summary>${t.fair}</summary>
<small>${t.seedHash}</small><div class="mono" id="seedHash">—</div>
<small>${t.clientSeed}</small><div class="mono" id="clientSeed">—</div>
<small>${t.nonce}</small><div class="mono" id="nonce">—</div>
<button class="small-btn" id="rotate">${t.newSeed}</button><div id="revealed"></div>
<h2 class="sub">${t.previous}</h2><div id="previous" data-testid="previous" class="note">${esc(t.previousEmpty)}</div>
<h2 class="sub">${t.history}</h2><table class="hist"><tbody id="history"></tbody></table></details>`;
}

function stage(sg: StudioGame, lang: string) {
  const t = studioText(lang);
  const bet = `<div class="betsel"><button id="betDown" aria-label="-">−</button><div><small>${t.totalBet}</small><b id="bet">—</b></div><button id="betUp" aria-label="+">+</button></div>`;
  const stats = `<div class="stat"><small>${t.balance}</small><b id="balance" data-testid="balance">—</b></div>
<div class="stat"><small>${t.lastWin}</small><b id="lastWin" data-testid="last-win">0.00</b></div>`;
  if (sg.engine === 'slot') {
    const reels = Array.from(
      { length: 5 },
      (_, r) => `<div class="reel" id="reel${r}">${'<div class="cell"></div>'.repeat(3)}</div>`,
    ).join('');
    return `<div class="stage"><div class="reels" id="reels" data-testid="reels">${reels}<svg class="lines" id="lines" viewBox="0 0 500 300" preserveAspectRatio="none"></svg></div>
<p class="msg" id="msg" role="status"></p><ul class="winlist" id="winlist"></ul>
<div class="controls">${stats}${bet}<button class="auto" id="auto">${t.auto}</button><button class="go" id="go" data-testid="spin">${t.spin}</button></div></div>`;
  }
  if (sg.engine === 'crash') {
    return `<div class="stage"><div class="chips" id="chips"></div><div class="big-mult" id="mult" data-testid="multiplier">1.00x</div>
<p class="msg" id="msg" role="status"></p><div class="controls">${stats}${bet}
<label class="target">${t.target}<input id="target" inputmode="decimal" value="2.00" aria-label="${t.target}">x</label>
<button class="go" id="go" data-testid="spin" style="grid-column:1/-1">${t.play}</button></div></div>`;
  }
  return `<div class="stage"><div class="card back" id="card" data-testid="card"></div><p class="as">${t.cardAs}</p>
<p class="msg" id="msg" role="status"></p><div class="controls">${stats}${bet}
<div class="calls"><button class="go red" id="red" data-testid="call-red">${t.red}</button><button class="go black" id="black" data-testid="call-black">${t.black}</button></div></div></div>`;
}

/** The game window (server-rendered HTML, inline CSS and vanilla JS; it runs in a sandboxed iframe). */
export function playPage(sg: StudioGame, o: { lang: string; token: string | null; demo: boolean }): string {
  const lang = o.lang;
  const t = studioText(lang);
  const name = sg.game.displayName[lang as LanguageCode] ?? sg.game.displayName.en;
  const [from, to, accent] = sg.colours;
  return `<!doctype html><html lang="${esc(lang)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1">
<title>${esc(name)}</title><style>:root{--from:${from};--to:${to};--accent:${accent}}${STUDIO_CSS}</style></head>
<body><div class="app"><header><img src="/studio/icons/${esc(sg.game.gameCode)}.svg?lang=${lang === 'bn' ? 'bn' : 'en'}" alt="">
<div><h1 data-testid="game-name">${esc(name)}</h1></div>
<span class="badge" id="mode">${o.demo ? t.demo : t.real}</span></header>
<main>${stage(sg, lang)}</main><aside>${factsPanel(sg, lang)}${paytablePanel(sg, lang)}${fairPanel(lang)}</aside></div>
<script type="application/json" id="cfg">${jsonForScript(windowConfig(sg, o))}</script><script>${STUDIO_SCRIPT}</script></body></html>`;
}

export function errorPage(lang: string, message: string): string {
  return `<!doctype html><html lang="${esc(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(message)}</title><style>:root{--from:#0f1d3a;--to:#1f4b99;--accent:#f5c542}${STUDIO_CSS}</style></head>
<body><div class="app"><div class="stage"><p class="msg bad" role="alert">${esc(message)}</p></div></div></body></html>`;
}
