import { randomBytes, randomInt } from 'node:crypto';
import { renderAsync } from '@resvg/resvg-js';
import { PNG } from 'pngjs';
import svgCaptcha from 'svg-captcha';

/** Look-alikes (0/O, 1/I/L) are left out so a person is never wrong by ambiguity. */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CAPTCHA_WIDTH = 150;
export const CAPTCHA_HEIGHT = 50;

/** The part of opentype.js's Font that svg-captcha loads (its bundled Comismsh face) and we read. */
type PathCommand = { type: string; x?: number; y?: number; x1?: number; y1?: number; x2?: number; y2?: number };
type Font = {
  unitsPerEm: number;
  charToGlyph(ch: string): { getPath(x: number, y: number, size: number): { commands: PathCommand[] } };
};
const font = (svgCaptcha.options as unknown as { font: Font }).font;

// Every random choice goes through node:crypto: a non-cryptographic generator can be recovered from
// observed images, which would let a bot predict the distortions and undo them.
const between = (min: number, max: number) => randomInt(min, max + 1);
const fraction = (min: number, max: number) => min + (randomInt(0, 1_000_001) / 1_000_000) * (max - min);
const hsl = (h: number, s: number, l: number) => `hsl(${h.toFixed(0)},${s.toFixed(0)}%,${l.toFixed(0)}%)`;
/** A saturated colour dark enough to read on the light background; hue anywhere. */
const inkColour = () => hsl(between(0, 359), between(45, 90), between(22, 46));

export function randomCaptchaText(length = 4): string {
  if (!Number.isInteger(length) || length < 1)
    throw new RangeError(`Captcha length must be a positive integer, got ${length}`);
  let text = '';
  for (let i = 0; i < length; i++) text += CAPTCHA_ALPHABET.charAt(randomInt(CAPTCHA_ALPHABET.length));
  return text;
}

export function captchaDataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}

type Point = [number, number];
type Warp = (p: Point) => Point;

/** One smooth displacement of the whole image (two crossed sine waves), so glyph shapes bend differently each time. */
function randomWarp(height: number): Warp {
  const ay = fraction(2, 4.5);
  const ly = fraction(45, 90);
  const py = fraction(0, 2 * Math.PI);
  const ax = fraction(1, 3);
  const lx = fraction(18, 36);
  const px = fraction(0, 2 * Math.PI);
  return ([x, y]) => [
    x + ax * Math.sin((2 * Math.PI * y) / lx + px),
    y + ay * Math.sin((2 * Math.PI * x) / ly + py) + (y - height / 2) * 0.04 * Math.sin(x / 20 + px),
  ];
}

/**
 * One glyph as an SVG path: the font's outline scaled, rotated, sheared and squashed on its own,
 * each point jittered, then bent by the image's warp.
 */
function glyphPath(ch: string, cx: number, cy: number, warp: Warp): string {
  if (!CAPTCHA_ALPHABET.includes(ch) || ch.length !== 1)
    throw new Error(`Captcha cannot draw ${JSON.stringify(ch)}; allowed characters are ${CAPTCHA_ALPHABET}`);
  const size = fraction(33, 41);
  const glyph = font.charToGlyph(ch);
  const path = glyph.getPath(0, 0, size);
  // Centred on its own outline's box (the face's metrics put glyphs off-centre).
  const xs = path.commands.flatMap((c) => (c.x === undefined ? [] : [c.x]));
  const ys = path.commands.flatMap((c) => (c.y === undefined ? [] : [c.y]));
  const [ox, oy] = [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
  const angle = fraction(-0.5, 0.5);
  const shear = fraction(-0.35, 0.35);
  const sx = fraction(0.8, 1.25);
  const sy = fraction(0.85, 1.2);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const place = (x: number, y: number): string => {
    const jx = (x - ox) * sx + shear * (y - oy) + fraction(-0.6, 0.6);
    const jy = (y - oy) * sy + fraction(-0.6, 0.6);
    const [wx, wy] = warp([cx + jx * cos - jy * sin, cy + jx * sin + jy * cos]);
    return `${wx.toFixed(1)} ${wy.toFixed(1)}`;
  };
  let d = '';
  for (const c of path.commands) {
    if (c.type === 'Z') d += 'Z';
    else if (c.type === 'M' || c.type === 'L') d += `${c.type}${place(c.x ?? 0, c.y ?? 0)}`;
    else if (c.type === 'Q') d += `Q${place(c.x1 ?? 0, c.y1 ?? 0)} ${place(c.x ?? 0, c.y ?? 0)}`;
    else if (c.type === 'C')
      d += `C${place(c.x1 ?? 0, c.y1 ?? 0)} ${place(c.x2 ?? 0, c.y2 ?? 0)} ${place(c.x ?? 0, c.y ?? 0)}`;
  }
  return d;
}

/** A gradient across a glyph or line: two or three ink colours, so no shape has one colour to segment by. */
function gradient(id: string): string {
  const count = between(2, 3);
  const stops = Array.from({ length: count }, (_, i) => {
    const at = (i / (count - 1)) * 100;
    return `<stop offset="${at.toFixed(0)}%" stop-color="${inkColour()}"/>`;
  }).join('');
  const [x1, y1, x2, y2] = [between(0, 100), between(0, 100), between(0, 100), between(0, 100)];
  return `<linearGradient id="${id}" x1="${x1}%" y1="${y1}%" x2="${x2}%" y2="${y2}%">${stops}</linearGradient>`;
}

/** A curve across the text, in ink colours and about a stroke's width, so lines and glyphs touch and cross. */
function crossingLine(id: string, width: number, height: number, warp: Warp): string {
  const pt = (x: number, y: number) =>
    warp([x, y])
      .map((v) => v.toFixed(1))
      .join(' ');
  const y0 = fraction(height * 0.2, height * 0.8);
  const d = `M${pt(fraction(-5, 15), y0)} C${pt(width * 0.33, fraction(0, height))} ${pt(width * 0.66, fraction(0, height))} ${pt(fraction(width - 15, width + 5), fraction(height * 0.2, height * 0.8))}`;
  return `<path d="${d}" fill="none" stroke="url(#${id})" stroke-width="${fraction(1.4, 2.6).toFixed(1)}" stroke-linecap="round"/>`;
}

export function captchaSvg(text: string, width = CAPTCHA_WIDTH, height = CAPTCHA_HEIGHT): string {
  if (!text) throw new Error('Captcha text is empty');
  const warp = randomWarp(height);
  const defs: string[] = [];
  const shapes: string[] = [];
  // Glyph centres closer than the glyphs are wide: neighbours overlap, so columns do not split them.
  const step = (width - 34) / text.length;
  [...text].forEach((ch, i) => {
    const id = `g${i}`;
    defs.push(gradient(id));
    const cx = 17 + step * (i + 0.5) + fraction(-4, 4);
    const cy = height / 2 + fraction(-5, 5);
    // Most glyphs are filled; some are outlines of varying weight, another shape for the same letter.
    const outline = randomInt(0, 4) === 0;
    const paint = outline
      ? `fill="none" stroke="url(#${id})" stroke-width="${fraction(1.8, 2.6).toFixed(1)}"`
      : `fill="url(#${id})" stroke="url(#${id})" stroke-width="${fraction(0, 1.2).toFixed(1)}"`;
    shapes.push(`<path d="${glyphPath(ch, cx, cy, warp)}" ${paint} opacity="${fraction(0.82, 1).toFixed(2)}"/>`);
  });
  for (let i = 0; i < between(2, 3); i++) {
    defs.push(gradient(`l${i}`));
    shapes.push(crossingLine(`l${i}`, width, height, warp));
  }
  // Lines drawn over and under glyphs at random.
  for (let i = shapes.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [shapes[i], shapes[j]] = [shapes[j] as string, shapes[i] as string];
  }
  const bg = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="${fraction(0, 1).toFixed(2)}"><stop offset="0" stop-color="${hsl(between(0, 359), between(20, 60), between(88, 96))}"/><stop offset="1" stop-color="${hsl(between(0, 359), between(20, 60), between(86, 95))}"/></linearGradient>`;
  const dots = Array.from(
    { length: between(40, 60) },
    () =>
      `<circle cx="${between(0, width)}" cy="${between(0, height)}" r="${fraction(0.6, 1.8).toFixed(1)}" fill="${inkColour()}" opacity="${fraction(0.3, 0.8).toFixed(2)}"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${bg}${defs.join('')}</defs><rect width="100%" height="100%" fill="url(#bg)"/>${dots}${shapes.join('')}</svg>`;
}

/**
 * The captcha as a PNG: the SVG rasterised by resvg (no system fonts: the glyphs are paths), then
 * every pixel's colour moved a little, so neither the ink nor the background has a flat colour.
 */
export async function renderCaptchaPng(text: string, width = CAPTCHA_WIDTH, height = CAPTCHA_HEIGHT): Promise<Buffer> {
  // renderAsync rasterises in libuv's pool, off the event loop.
  const image = await renderAsync(captchaSvg(text, width, height), { font: { loadSystemFonts: false } });
  const png = new PNG({ width: image.width, height: image.height });
  image.pixels.copy(png.data);
  const noise = randomBytes(image.width * image.height * 3);
  for (let p = 0, n = 0; p < png.data.length; p += 4) {
    for (let c = 0; c < 3; c++, n++) {
      const v = (png.data[p + c] as number) + (((noise[n] as number) % 41) - 20);
      png.data[p + c] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
    png.data[p + 3] = 255;
  }
  return PNG.sync.write(png);
}
