import { PAGE_FONT_STACK, pageFontFaces } from '../platform/http/page-fonts';

/** Where the window's fonts are served (the studio ships them: a player's machine may have no Bengali font). */
export const STUDIO_FONTS = '/studio/fonts';

/** The game window's styles: theme colours come in as CSS variables (--from, --to, --accent). */
export const STUDIO_CSS = `${pageFontFaces(STUDIO_FONTS)}
*{box-sizing:border-box}html,body{margin:0;height:100%}
body{font-family:${PAGE_FONT_STACK};color:#f4f6fb;
background:radial-gradient(120% 80% at 50% 0%,var(--to),var(--from) 70%);min-height:100vh;-webkit-tap-highlight-color:transparent}
button{font-family:inherit;cursor:pointer}button:disabled{opacity:.45;cursor:default}
.app{max-width:1180px;margin:0 auto;padding:10px;display:grid;gap:12px}
@media(min-width:900px){.app{grid-template-columns:minmax(0,1fr) 340px;padding:18px;align-items:start}}
header{display:flex;align-items:center;gap:10px;grid-column:1/-1}
header img{width:40px;height:54px;border-radius:8px;box-shadow:0 4px 14px rgb(0 0 0/.35)}
header h1{font-size:18px;margin:0;line-height:1.2}header p{margin:2px 0 0;font-size:12px;opacity:.75}
.badge{margin-left:auto;font-size:11px;font-weight:700;padding:5px 9px;border-radius:999px;white-space:nowrap;
background:rgb(0 0 0/.3);border:1px solid var(--accent);color:var(--accent)}
.stage{background:rgb(0 0 0/.28);border:1px solid rgb(255 255 255/.12);border-radius:18px;padding:10px;box-shadow:inset 0 0 40px rgb(0 0 0/.35)}
.reels{position:relative;display:grid;grid-template-columns:repeat(5,1fr);gap:6px;aspect-ratio:5/3.05}
.reel{display:grid;grid-template-rows:repeat(3,1fr);gap:6px;border-radius:10px;overflow:hidden}
.cell{display:grid;place-items:center;border-radius:10px;background:linear-gradient(180deg,#fdfcf7,#e6e2d3);
box-shadow:inset 0 -3px 0 rgb(0 0 0/.12);transition:transform .15s,box-shadow .15s,opacity .2s;min-height:0}
.cell svg{width:78%;height:78%}
.reel.spinning .cell{filter:blur(1.4px);transform:translateY(4px)}
.cell.hit{box-shadow:0 0 0 3px var(--accent),0 0 18px var(--accent);transform:scale(1.03)}
.reels.won .cell:not(.hit){opacity:.55}
.lines{position:absolute;inset:0;width:100%;height:100%;pointer-events:none}
.lines polyline{fill:none;stroke-width:5;stroke-linecap:round;stroke-linejoin:round;opacity:.9;filter:drop-shadow(0 0 3px #000)}
.msg{min-height:24px;text-align:center;font-weight:700;margin:8px 0 0;font-size:15px}
.msg.good{color:#7ef0a8}.msg.bad{color:#ff9b9b}.msg.big{font-size:20px;color:var(--accent)}
.controls{display:grid;grid-template-columns:1fr 1fr;gap:8px;margin-top:10px}
@media(min-width:560px){.controls{grid-template-columns:1fr 1fr 1.2fr auto auto}}
.stat{background:rgb(0 0 0/.3);border-radius:12px;padding:7px 10px;min-width:0}
.stat small{display:block;font-size:11px;opacity:.7}.stat b{font-size:16px;white-space:nowrap}
.betsel{display:flex;align-items:center;gap:6px;background:rgb(0 0 0/.3);border-radius:12px;padding:4px;grid-column:1/-1}
@media(min-width:560px){.betsel{grid-column:auto}}
.betsel button{width:38px;height:38px;border-radius:10px;border:0;background:rgb(255 255 255/.12);color:#fff;font-size:20px;font-weight:700}
.betsel div{flex:1;text-align:center;line-height:1.1}.betsel small{display:block;font-size:11px;opacity:.7}.betsel b{font-size:16px}
.go{border:0;border-radius:14px;padding:12px 22px;font-size:18px;font-weight:800;color:#1b1300;
background:linear-gradient(180deg,#fff3b0,var(--accent));box-shadow:0 5px 0 rgb(0 0 0/.35),0 8px 20px rgb(0 0 0/.35)}
.go:active{transform:translateY(2px);box-shadow:0 3px 0 rgb(0 0 0/.35)}
.auto{border:1px solid rgb(255 255 255/.3);border-radius:14px;background:transparent;color:#fff;padding:12px 14px;font-weight:700}
.auto.on{background:#fff;color:#111}
.winlist{list-style:none;margin:8px 0 0;padding:0;display:flex;flex-wrap:wrap;gap:6px;justify-content:center;font-size:12px}
.winlist li{padding:3px 10px;border-radius:999px;background:rgb(0 0 0/.35);display:flex;align-items:center;gap:6px}
.winlist li::before{content:"";width:10px;height:10px;border-radius:50%;background:var(--c)}
aside{display:grid;gap:10px}
details{background:rgb(0 0 0/.28);border:1px solid rgb(255 255 255/.1);border-radius:14px;padding:10px 12px}
summary{font-weight:700;cursor:pointer;list-style:none;display:flex;justify-content:space-between}
summary::after{content:"▾";opacity:.6}details[open] summary::after{content:"▴"}
.facts{display:grid;grid-template-columns:1fr 1fr;gap:8px;margin-top:8px}
.facts div{background:rgb(255 255 255/.07);border-radius:10px;padding:8px}.facts small{display:block;opacity:.7;font-size:11px}
.facts b{font-size:17px;color:var(--accent)}
table{width:100%;border-collapse:collapse;font-size:13px;margin-top:6px}td,th{padding:4px;text-align:right}
th{font-weight:600;opacity:.7;font-size:11px}td:first-child,th:first-child{text-align:left}
td svg{width:30px;height:30px;vertical-align:middle;background:#f3f0e4;border-radius:6px;padding:2px}
.note{font-size:12px;opacity:.75;margin:8px 0 0;line-height:1.4}
.mono{font-family:ui-monospace,monospace;font-size:11px;word-break:break-all;background:rgb(0 0 0/.3);padding:6px;border-radius:8px;margin:3px 0 6px}
.small-btn{border:1px solid rgb(255 255 255/.3);background:transparent;color:#fff;border-radius:9px;padding:6px 10px;font-size:12px}
.mini{display:grid;grid-template-columns:repeat(5,max-content);gap:2px;margin:6px 0}.mini span{display:block;width:26px;height:26px;background:#f3f0e4;border-radius:4px;padding:2px}.mini svg{width:100%;height:100%}
.sub{font-size:13px;margin:12px 0 4px;opacity:.85}
.hist{font-size:12px}.hist td{padding:3px 4px;border-top:1px solid rgb(255 255 255/.08)}
.pos{color:#7ef0a8}
.big-mult{font-size:64px;font-weight:900;text-align:center;padding:30px 0 10px;font-variant-numeric:tabular-nums;text-shadow:0 4px 24px rgb(0 0 0/.5)}
.big-mult.crashed{color:#ff7b7b}.big-mult.cashed{color:#7ef0a8}
.target{display:flex;gap:6px;align-items:center;background:rgb(0 0 0/.3);border-radius:12px;padding:6px 10px;grid-column:1/-1}
.target input{flex:1;min-width:0;font:inherit;font-size:17px;font-weight:700;padding:6px 8px;border-radius:8px;border:0;background:#fff;color:#111}
.chips{display:flex;gap:6px;flex-wrap:wrap;justify-content:center;min-height:24px}.chips span{font-size:12px;padding:3px 8px;border-radius:999px;background:rgb(0 0 0/.35)}
.card{width:130px;height:180px;margin:20px auto 8px;border-radius:14px;background:#fff;color:#111;display:grid;place-items:center;
font-size:54px;font-weight:800;box-shadow:0 10px 30px rgb(0 0 0/.4);transition:transform .3s}
.card.red{color:#d21f3c}.card.back{background:repeating-linear-gradient(45deg,var(--to),var(--to) 8px,var(--from) 8px,var(--from) 16px);border:4px solid #fff}
.calls{display:grid;grid-template-columns:1fr 1fr;gap:8px;grid-column:1/-1}
.calls .go.red{background:linear-gradient(180deg,#ff8a9b,#d21f3c);color:#fff}.calls .go.black{background:linear-gradient(180deg,#666,#111);color:#fff}
.as{font-size:13px;text-align:center;opacity:.85;margin:4px 0 0}
`;
