import { Resvg } from '@resvg/resvg-js';
import { PNG } from 'pngjs';
import svgCaptcha from 'svg-captcha';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, CAPTCHA_HEIGHT, CAPTCHA_WIDTH, randomCaptchaText, renderCaptchaPng } from './captcha.image';

/**
 * The attack the old captcha fell to, as a script would run it: find the ink (darker than the
 * light background), split it into characters by colour (each glyph was one flat colour), fall
 * back to splitting the ink into equal columns, scale each piece to a 16x16 grid, and name it by
 * the nearest template. Templates are learnt from images whose answers are known (an attacker
 * solves a few hundred by hand). The reader is checked against a plain rendering of the same font
 * first, so a low score on the real captcha means the captcha, not a weak reader.
 */
type Image = { width: number; height: number; data: Buffer };
type Piece = number[]; // 16x16 ink coverage in [0, 1]
const GRID = 16;
const LENGTH = 4;

const decode = (png: Buffer): Image => PNG.sync.read(png);
const lum = (d: Buffer, i: number) =>
  0.299 * (d[i] as number) + 0.587 * (d[i + 1] as number) + 0.114 * (d[i + 2] as number);

/** Ink pixels grouped by quantised colour, then by connectivity; the largest groups are the characters. */
function segmentByColour(img: Image): number[][] | null {
  const { width, height, data } = img;
  const label = new Int32Array(width * height).fill(-1);
  const bin = (p: number) =>
    ((data[p * 4] as number) >> 6) * 16 + ((data[p * 4 + 1] as number) >> 6) * 4 + ((data[p * 4 + 2] as number) >> 6);
  const groups: number[][] = [];
  for (let p = 0; p < width * height; p++) {
    if (label[p] !== -1 || lum(data, p * 4) > 170) continue;
    const colour = bin(p);
    const pixels: number[] = [];
    const stack = [p];
    label[p] = groups.length;
    while (stack.length) {
      const q = stack.pop() as number;
      pixels.push(q);
      const [x, y] = [q % width, Math.floor(q / width)];
      for (const [nx, ny] of [
        [x + 1, y],
        [x - 1, y],
        [x, y + 1],
        [x, y - 1],
      ] as const) {
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const n = ny * width + nx;
        if (label[n] !== -1 || lum(data, n * 4) > 170 || bin(n) !== colour) continue;
        label[n] = groups.length;
        stack.push(n);
      }
    }
    groups.push(pixels);
  }
  const big = groups.filter((g) => g.length >= 25).sort((a, b) => b.length - a.length);
  if (big.length < LENGTH) return null;
  const chosen = big.slice(0, LENGTH);
  const cx = (g: number[]) => g.reduce((s, q) => s + (q % width), 0) / g.length;
  return chosen.sort((a, b) => cx(a) - cx(b));
}

/** All ink, cut into equal columns between the leftmost and rightmost ink. */
function segmentByColumns(img: Image): number[][] {
  const { width, height, data } = img;
  const ink: number[] = [];
  for (let p = 0; p < width * height; p++) if (lum(data, p * 4) <= 170) ink.push(p);
  const xs = ink.map((q) => q % width);
  const [lo, hi] = [Math.min(...xs), Math.max(...xs) + 1];
  const pieces: number[][] = Array.from({ length: LENGTH }, () => []);
  for (const q of ink) pieces[Math.min(LENGTH - 1, Math.floor((((q % width) - lo) * LENGTH) / (hi - lo)))]?.push(q);
  return pieces;
}

/** A piece scaled to the grid over its own bounding box: what it looks like, not where it is. */
function normalise(pixels: number[], width: number): Piece {
  const grid = new Array(GRID * GRID).fill(0);
  if (pixels.length === 0) return grid;
  const xs = pixels.map((q) => q % width);
  const ys = pixels.map((q) => Math.floor(q / width));
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs) + 1, Math.min(...ys), Math.max(...ys) + 1];
  for (const q of pixels) {
    const gx = Math.floor((((q % width) - x0) * GRID) / (x1 - x0));
    const gy = Math.floor(((Math.floor(q / width) - y0) * GRID) / (y1 - y0));
    grid[gy * GRID + gx] += 1;
  }
  const max = Math.max(...grid);
  return grid.map((v) => v / max);
}

function pieces(png: Buffer): Piece[] {
  const img = decode(png);
  const parts = segmentByColour(img) ?? segmentByColumns(img);
  return parts.map((p) => normalise(p, img.width));
}

/** Average piece per character from labelled images. */
function learn(samples: { png: Buffer; text: string }[]): Map<string, Piece> {
  const sums = new Map<string, { sum: number[]; n: number }>();
  for (const { png, text } of samples) {
    pieces(png).forEach((piece, i) => {
      const ch = text[i] as string;
      const entry = sums.get(ch) ?? { sum: new Array(GRID * GRID).fill(0), n: 0 };
      piece.forEach((v, k) => {
        entry.sum[k] += v;
      });
      entry.n += 1;
      sums.set(ch, entry);
    });
  }
  return new Map([...sums].map(([ch, { sum, n }]) => [ch, sum.map((v) => v / n)]));
}

function read(png: Buffer, templates: Map<string, Piece>): string {
  return pieces(png)
    .map((piece) => {
      let best = '?';
      let bestDistance = Number.POSITIVE_INFINITY;
      for (const [ch, t] of templates) {
        let d = 0;
        for (let k = 0; k < piece.length; k++) d += ((piece[k] as number) - (t[k] as number)) ** 2;
        if (d < bestDistance) [best, bestDistance] = [ch, d];
      }
      return best;
    })
    .join('');
}

/** The same face drawn the old way: one flat dark colour per glyph, upright, spaced, no noise or lines. */
const font = (
  svgCaptcha.options as unknown as {
    font: { charToGlyph(ch: string): { getPath(x: number, y: number, s: number): { toPathData(): string } } };
  }
).font;
function plainPng(text: string): Buffer {
  const colours = ['#1f3a93', '#8e1c1c', '#1c6e2b', '#6b2d8f'];
  const glyphs = [...text]
    .map((ch, i) => {
      const d = font
        .charToGlyph(ch)
        .getPath(12 + i * 33, 38, 36)
        .toPathData();
      return `<path d="${d}" fill="${colours[i % colours.length]}"/>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}"><rect width="100%" height="100%" fill="#f2f2ee"/>${glyphs}</svg>`;
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
}

const labelled = (n: number, render: (text: string) => Buffer | Promise<Buffer>) =>
  Promise.all(
    Array.from({ length: n }, async () => {
      const text = randomCaptchaText(LENGTH);
      return { text, png: await render(text) };
    }),
  );
const readRate = (samples: { png: Buffer; text: string }[], templates: Map<string, Piece>) =>
  samples.filter((s) => read(s.png, templates) === s.text).length / samples.length;

describe('a colour-segmenting, template-matching captcha reader', () => {
  it('reads most of the old kind of image (flat colours, no distortion): the reader is a real attacker', async () => {
    const templates = learn(await labelled(300, plainPng));
    expect(templates.size).toBe(CAPTCHA_ALPHABET.length);
    const rate = readRate(await labelled(100, plainPng), templates);
    console.info(`reader on plain images: ${(rate * 100).toFixed(0)}% read`);
    expect(rate).toBeGreaterThan(0.6);
  });

  it('reads under 5% of 200 captchas, even with templates learnt from 400 solved ones', async () => {
    const templates = learn(await labelled(400, renderCaptchaPng));
    const rate = readRate(await labelled(200, renderCaptchaPng), templates);
    console.info(`reader on served captchas: ${(rate * 100).toFixed(1)}% read`);
    expect(rate).toBeLessThan(0.05);
    // 600 renders and reads: about 5 s alone, several times that beside the rest of the suite.
  }, 60_000);
});
