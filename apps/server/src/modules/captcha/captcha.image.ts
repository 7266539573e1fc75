import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { GLYPH_HEIGHT, GLYPH_WIDTH, GLYPHS } from './captcha.font';

/** Only characters the font draws; look-alikes (0/O, 1/I/L) are left out so readers are never wrong by ambiguity. */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export interface CaptchaRenderOptions {
  width?: number;
  height?: number;
  /** Image pixels per font cell; by default the largest that fits the text into the image. */
  scale?: number;
}

type Rgb = readonly [number, number, number];

// Every random choice goes through node:crypto: a non-cryptographic generator can be recovered from
// observed outputs, which would let a bot predict the text or strip the noise.
const between = (min: number, max: number) => randomInt(min, max + 1);
const fraction = (min: number, max: number) => min + (randomInt(0, 1_000_001) / 1_000_000) * (max - min);
const lightColour = (): Rgb => [between(218, 250), between(218, 250), between(218, 250)];
// Capped well below the background so the text keeps its contrast whatever tint is chosen.
const darkColour = (): Rgb => [between(0, 90), between(0, 90), between(0, 90)];
const midColour = (): Rgb => [between(70, 170), between(70, 170), between(70, 170)];

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

function glyphFor(ch: string): readonly string[] {
  // hasOwn rather than a plain lookup so inherited keys can never pass as glyphs.
  const rows = Object.hasOwn(GLYPHS, ch) ? GLYPHS[ch] : undefined;
  if (!rows) {
    throw new Error(`Captcha font cannot draw ${JSON.stringify(ch)}; allowed characters are ${CAPTCHA_ALPHABET}`);
  }
  return rows;
}

function positiveInt(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1)
    throw new RangeError(`Captcha ${name} must be a positive integer, got ${value}`);
  return value;
}

function setPixel(png: PNG, x: number, y: number, [r, g, b]: Rgb): void {
  // Jitter, shear and thick strokes may reach past the edge; clipping here keeps callers simple.
  if (x < 0 || y < 0 || x >= png.width || y >= png.height) return;
  const i = (y * png.width + x) * 4;
  png.data[i] = r;
  png.data[i + 1] = g;
  png.data[i + 2] = b;
  png.data[i + 3] = 255;
}

function stamp(png: PNG, x: number, y: number, size: number, colour: Rgb): void {
  for (let dy = 0; dy < size; dy++) for (let dx = 0; dx < size; dx++) setPixel(png, x + dx, y + dy, colour);
}

/** Bresenham, so noise lines stay crisp and integer-only. */
function drawLine(png: PNG, from: [number, number], to: [number, number], size: number, colour: Rgb): void {
  let [x, y] = from;
  const [x1, y1] = to;
  const dx = Math.abs(x1 - x);
  const dy = -Math.abs(y1 - y);
  const sx = x < x1 ? 1 : -1;
  const sy = y < y1 ? 1 : -1;
  let err = dx + dy;
  for (;;) {
    stamp(png, x, y, size, colour);
    if (x === x1 && y === y1) return;
    const e2 = 2 * err;
    if (e2 >= dy) {
      err += dy;
      x += sx;
    }
    if (e2 <= dx) {
      err += dx;
      y += sy;
    }
  }
}

function fillBackground(png: PNG): void {
  // A gradient between two random tints, so no single background colour can be keyed out.
  const left = lightColour();
  const right = lightColour();
  for (let x = 0; x < png.width; x++) {
    const t = png.width > 1 ? x / (png.width - 1) : 0;
    const mix = (a: number, b: number) => Math.round(a + (b - a) * t);
    const colour: Rgb = [mix(left[0], right[0]), mix(left[1], right[1]), mix(left[2], right[2])];
    for (let y = 0; y < png.height; y++) setPixel(png, x, y, colour);
  }
}

function drawGlyph(png: PNG, rows: readonly string[], left: number, top: number, scale: number): void {
  const shear = fraction(-0.22, 0.22);
  const colour = darkColour();
  const middle = top + (GLYPH_HEIGHT * scale) / 2;
  for (let gy = 0; gy < rows.length; gy++) {
    const row = rows[gy] ?? '';
    for (let gx = 0; gx < row.length; gx++) {
      if (row[gx] !== '#') continue;
      for (let sy = 0; sy < scale; sy++) {
        const y = top + gy * scale + sy;
        // Shear per image row rather than per font cell, so slanted strokes stay continuous.
        const shift = Math.round(shear * (middle - y));
        for (let sx = 0; sx < scale; sx++) setPixel(png, left + gx * scale + sx + shift, y, colour);
      }
    }
  }
}

export function renderCaptchaPng(text: string, opts: CaptchaRenderOptions = {}): Buffer {
  if (text.length === 0) throw new Error('Captcha text must not be empty');
  const glyphs = [...text].map(glyphFor);
  const width = positiveInt('width', opts.width ?? 120);
  const height = positiveInt('height', opts.height ?? 40);
  const fit = Math.min(
    Math.floor((height * 0.7) / GLYPH_HEIGHT),
    Math.floor((width * 0.9) / (glyphs.length * (GLYPH_WIDTH + 2))),
  );
  const scale = positiveInt('scale', opts.scale ?? Math.max(1, fit));

  const png = new PNG({ width, height });
  fillBackground(png);

  const glyphWidth = GLYPH_WIDTH * scale;
  const glyphHeight = GLYPH_HEIGHT * scale;
  const slot = width / glyphs.length;
  const xRoom = Math.max(0, Math.floor((slot - glyphWidth) / 2 - glyphHeight * 0.22 - 1));
  const yRoom = Math.max(0, Math.floor(((height - glyphHeight) / 2) * 0.8));
  glyphs.forEach((rows, i) => {
    const left = Math.round(slot * i + (slot - glyphWidth) / 2) + between(-xRoom, xRoom);
    const top = Math.round((height - glyphHeight) / 2) + between(-yRoom, yRoom);
    drawGlyph(png, rows, left, top, scale);
  });

  // Noise is drawn over the text so it cannot be peeled off as a background layer, but stays thinner
  // than the strokes so people still read through it.
  const noiseSize = Math.max(1, Math.round(scale / 3));
  const lines = between(3, 5);
  for (let i = 0; i < lines; i++) {
    const from: [number, number] = [between(0, Math.floor(width / 4)), between(0, height - 1)];
    const to: [number, number] = [between(Math.floor((width * 3) / 4), width - 1), between(0, height - 1)];
    drawLine(png, from, to, noiseSize, midColour());
  }
  const dots = Math.round((width * height) / (60 * noiseSize * noiseSize));
  for (let i = 0; i < dots; i++) {
    stamp(png, between(0, width - 1), between(0, height - 1), noiseSize, between(0, 1) ? midColour() : darkColour());
  }

  return PNG.sync.write(png);
}
