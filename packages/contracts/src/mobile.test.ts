import { describe, expect, it } from 'vitest';
import { maskEmail, maskMobile, normalizeMobile } from './mobile';

const bd = (input: string) => normalizeMobile(input, '+880', 10);
const expected = { national: '1712345678', e164: '+8801712345678' };

describe('normalizeMobile', () => {
  it.each([
    '01712345678',
    '1712345678',
    '+8801712345678',
    '8801712345678',
    '008801712345678',
    '017-1234-5678',
    '017 1234 5678',
    '(017) 1234.5678',
    '+880 1712-345678',
  ])('reads %s as +8801712345678', (input) => {
    expect(bd(input)).toEqual(expected);
  });

  it('accepts the dialling code with or without its plus', () => {
    expect(normalizeMobile('01712345678', '880', 10)).toEqual(expected);
  });

  it.each([
    ['another country', '+911712345678'],
    ['another country in 00 form', '00911712345678'],
    ['too short', '0171234567'],
    ['too short without trunk', '171234567'],
    ['too long', '017123456789'],
    ['letters', '01712ABC678'],
    ['a national number starting with 0 after the trunk', '00712345678'],
    ['empty', ''],
    ['only a plus', '+'],
    ['a plus with the right code but short', '+880171234567'],
  ])('refuses %s (%s)', (_why, input) => {
    expect(bd(input)).toBeNull();
  });

  it('works for other brands (Thailand: +66, 9 digits)', () => {
    expect(normalizeMobile('0812345678', '+66', 9)).toEqual({ national: '812345678', e164: '+66812345678' });
    expect(normalizeMobile('+8801712345678', '+66', 9)).toBeNull();
  });
});

describe('masking', () => {
  it('shows the start of the number and its last three digits', () => {
    expect(maskMobile('+8801712345678')).toBe('+880****678');
  });

  it('shows two letters of the mailbox and the whole domain', () => {
    expect(maskEmail('rahim@example.com')).toBe('ra***@example.com');
    expect(maskEmail('r@example.com')).toBe('r***@example.com');
  });
});
