// Draws the installable app's icons (public/static/app): the brand's tiger on the night-blue ground, as SVG,
// rendered to the PNG sizes the web app manifest lists (192, 512, and a maskable 512 whose tiger keeps inside
// the 80% safe circle). Run: node apps/web/scripts/draw-app-icons.mjs (uses the server's @resvg/resvg-js).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { Resvg } = require('@resvg/resvg-js');
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../public/static/app');
mkdirSync(out, { recursive: true });

/** The tiger of the logo, in a 64-unit box, scaled and centred by `scale`. */
const tiger = (scale) => {
  const t = (64 - 64 * scale) / 2;
  return `<g transform="translate(${t} ${t}) scale(${scale})">
    <path d="M12 4l6 6M52 4l-6 6M32 0v9" stroke="url(#gold)" stroke-width="3.2" stroke-linecap="round"/>
    <path d="M6 14l14 10h24l14-10-2 22c0 14-11 24-24 24S8 50 8 36z" fill="url(#gold)"/>
    <path d="M20 33l7 4.5M44 33l-7 4.5M26 49h12M14 24l5 8M50 24l-5 8M32 24v7" stroke="#0b1530" stroke-width="3.4" stroke-linecap="round"/>
  </g>`;
};
const defs = `<defs>
  <linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe9a8"/><stop offset=".5" stop-color="#f5c451"/><stop offset="1" stop-color="#c98a06"/></linearGradient>
  <radialGradient id="ground" cx=".5" cy=".35" r=".8"><stop offset="0" stop-color="#1c2d5c"/><stop offset="1" stop-color="#0b1530"/></radialGradient>
</defs>`;
const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${defs}
  <rect width="64" height="64" rx="14" fill="url(#ground)"/>
  <rect x="2.5" y="2.5" width="59" height="59" rx="12" fill="none" stroke="#f5c451" stroke-opacity=".35"/>
  ${tiger(0.72)}
</svg>`;
// Maskable: the ground fills the square (the platform cuts its own shape), the tiger within the safe circle.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${defs}
  <rect width="64" height="64" fill="url(#ground)"/>
  ${tiger(0.56)}
</svg>`;

const png = (svg, size) => new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
writeFileSync(path.join(out, 'icon.svg'), `${icon}\n`);
writeFileSync(path.join(out, 'icon-maskable.svg'), `${maskable}\n`);
writeFileSync(path.join(out, 'icon-192.png'), png(icon, 192));
writeFileSync(path.join(out, 'icon-512.png'), png(icon, 512));
writeFileSync(path.join(out, 'icon-maskable-512.png'), png(maskable, 512));
writeFileSync(path.join(out, 'apple-touch-icon.png'), png(maskable, 180));
console.log(`app icons written to ${out}`);
