import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  captchaDataUrl,
  captchaSvg,
  randomCaptchaText,
  renderCaptchaPng,
} from './captcha.image';

const luminance = (d: Buffer, i: number) =>
  0.299 * (d[i] as number) + 0.587 * (d[i + 1] as number) + 0.114 * (d[i + 2] as number);

describe('randomCaptchaText', () => {
  it('uses only the alphabet, at the requested length, without look-alikes', async () => {
    expect(CAPTCHA_ALPHABET).not.toMatch(/[01OIL]/);
    const allowed = new RegExp(`^[${CAPTCHA_ALPHABET}]+$`);
    expect(randomCaptchaText()).toHaveLength(4);
    for (let i = 0; i < 200; i++) expect(randomCaptchaText(6)).toMatch(allowed);
  });

  it('rejects nonsensical lengths', async () => {
    expect(() => randomCaptchaText(0)).toThrow(RangeError);
    expect(() => randomCaptchaText(2.5)).toThrow(RangeError);
  });
});

describe('renderCaptchaPng', () => {
  it('produces a decodable PNG with dark ink on a light background', async () => {
    const png = PNG.sync.read(await renderCaptchaPng('HMW8'));
    expect([png.width, png.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    let ink = 0;
    let light = 0;
    for (let i = 0; i < png.data.length; i += 4) {
      const l = luminance(png.data, i);
      if (l < 140) ink++;
      if (l > 190) light++;
    }
    expect(ink).toBeGreaterThan(400);
    expect(light).toBeGreaterThan((png.width * png.height) / 2);
  });

  it('has no flat colour to segment by: hundreds of distinct colours', async () => {
    const png = PNG.sync.read(await renderCaptchaPng('KQ47'));
    const colours = new Set<number>();
    for (let i = 0; i < png.data.length; i += 4)
      colours.add(((png.data[i] as number) << 16) | ((png.data[i + 1] as number) << 8) | (png.data[i + 2] as number));
    expect(colours.size).toBeGreaterThan(1000);
  });

  it('never draws the same text the same way twice', async () => {
    expect(captchaSvg('KQ47')).not.toBe(captchaSvg('KQ47'));
    expect((await renderCaptchaPng('KQ47')).equals(await renderCaptchaPng('KQ47'))).toBe(false);
  });

  it('rejects characters it does not draw, naming them', async () => {
    await expect(renderCaptchaPng('AB0C')).rejects.toThrow(/cannot draw "0"/);
    await expect(renderCaptchaPng('abcd')).rejects.toThrow(/cannot draw "a"/);
    await expect(renderCaptchaPng('')).rejects.toThrow(/empty/);
  });
});

describe('captchaDataUrl', () => {
  it('wraps the PNG so browsers can show it inline', async () => {
    const png = await renderCaptchaPng('PQRS');
    const url = captchaDataUrl(png);
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    expect(Buffer.from(url.slice(url.indexOf(',') + 1), 'base64').equals(png)).toBe(true);
  });
});
