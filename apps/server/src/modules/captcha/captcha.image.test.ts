import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { GLYPH_HEIGHT, GLYPH_WIDTH, GLYPHS } from './captcha.font';
import { CAPTCHA_ALPHABET, captchaDataUrl, randomCaptchaText, renderCaptchaPng } from './captcha.image';

const luminance = (d: Buffer, i: number) =>
  0.299 * d.readUInt8(i) + 0.587 * d.readUInt8(i + 1) + 0.114 * d.readUInt8(i + 2);

function countPixels(png: PNG, test: (lum: number) => boolean): number {
  let n = 0;
  for (let i = 0; i < png.data.length; i += 4) if (test(luminance(png.data, i))) n++;
  return n;
}

describe('captcha font', () => {
  it('draws every alphabet character on the same grid', () => {
    for (const ch of CAPTCHA_ALPHABET) {
      const rows = GLYPHS[ch];
      expect(rows, ch).toHaveLength(GLYPH_HEIGHT);
      for (const row of rows ?? []) expect(row, ch).toMatch(new RegExp(`^[#.]{${GLYPH_WIDTH}}$`));
    }
  });

  it('leaves out characters people confuse', () => {
    expect(CAPTCHA_ALPHABET).not.toMatch(/[01OIL]/);
    expect(new Set(CAPTCHA_ALPHABET).size).toBe(CAPTCHA_ALPHABET.length);
  });
});

describe('randomCaptchaText', () => {
  it('uses only the alphabet, at the requested length', () => {
    const allowed = new RegExp(`^[${CAPTCHA_ALPHABET}]+$`);
    expect(randomCaptchaText()).toHaveLength(4);
    for (let i = 0; i < 200; i++) {
      const text = randomCaptchaText(6);
      expect(text).toHaveLength(6);
      expect(text).toMatch(allowed);
    }
  });

  it('rejects nonsensical lengths', () => {
    expect(() => randomCaptchaText(0)).toThrow(RangeError);
    expect(() => randomCaptchaText(2.5)).toThrow(RangeError);
  });
});

describe('renderCaptchaPng', () => {
  it('produces a decodable PNG of the default size', () => {
    const png = PNG.sync.read(renderCaptchaPng('AB23'));
    expect([png.width, png.height]).toEqual([120, 40]);
  });

  it('honours a requested size and scale', () => {
    const png = PNG.sync.read(renderCaptchaPng('XYZ9', { width: 200, height: 70, scale: 5 }));
    expect([png.width, png.height]).toEqual([200, 70]);
  });

  it('has dark text on a light background', () => {
    const png = PNG.sync.read(renderCaptchaPng('HMW8'));
    // Four glyphs at three pixels per cell ink several hundred pixels; noise alone could not.
    expect(countPixels(png, (l) => l < 100)).toBeGreaterThan(300);
    expect(countPixels(png, (l) => l > 200)).toBeGreaterThan((png.width * png.height) / 2);
  });

  it('never renders the same text the same way twice', () => {
    expect(renderCaptchaPng('KQ47').equals(renderCaptchaPng('KQ47'))).toBe(false);
  });

  it('rejects characters the font cannot draw, naming them', () => {
    expect(() => renderCaptchaPng('AB0C')).toThrow(/cannot draw "0"/);
    expect(() => renderCaptchaPng('abcd')).toThrow(/cannot draw "a"/);
    expect(() => renderCaptchaPng('')).toThrow(/empty/);
  });

  it('rejects impossible sizes', () => {
    expect(() => renderCaptchaPng('AB', { width: 0 })).toThrow(RangeError);
    expect(() => renderCaptchaPng('AB', { scale: 1.5 })).toThrow(RangeError);
  });
});

describe('captchaDataUrl', () => {
  it('wraps the PNG so browsers can show it inline', () => {
    const png = renderCaptchaPng('PQRS');
    const url = captchaDataUrl(png);
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    expect(Buffer.from(url.slice(url.indexOf(',') + 1), 'base64').equals(png)).toBe(true);
  });
});
