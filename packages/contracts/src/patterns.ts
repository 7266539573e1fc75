/**
 * The pattern families of spec §5, each a named pattern id shared by server and web.
 * Patterns use Unicode property escapes, so both sides need the `u` flag (see `compilePattern`).
 */
export const PATTERNS = {
  ANY: { pattern: '*', hint: 'Please enter (min) - (max) characters' },
  LETTER_FIRST_ALNUM: {
    pattern: '^[A-Za-z][A-Za-z0-9]*$',
    hint: 'Start with a letter; letters and digits only, (min) - (max) characters',
  },
  KANJI_DIGITS: {
    pattern: '^[\\p{Script=Han}0-9]+$',
    hint: 'Chinese characters and digits, (min) - (max) characters',
  },
  EMAIL: {
    pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$',
    hint: 'Please enter a valid email address',
  },
  ALNUM: {
    pattern: '^[A-Za-z0-9]+$',
    hint: 'Letters and digits without special characters, (min) - (max) characters',
  },
  LETTERS_AND_DIGITS: {
    pattern: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
    hint: 'Both letters and digits, (min) - (max) characters',
  },
  DIGITS: { pattern: '^[0-9]+$', hint: 'Digits only, (min) - (max) digits' },
  ALNUM_UPPER: {
    pattern: '^(?=.*[A-Z])[A-Za-z0-9]+$',
    hint: 'Letters and digits with at least one uppercase letter, (min) - (max) characters',
  },
  ENGLISH_SPACES: {
    pattern: '^[A-Za-z]+( [A-Za-z]+)*$',
    hint: 'English letters and spaces, (min) - (max) characters',
  },
  NO_SPACES: { pattern: '^\\S+$', hint: 'No spaces, (min) - (max) characters' },
  CHINESE_PUNCT: {
    pattern: '^[\\p{Script=Han}\\u3000-\\u303F\\uFF00-\\uFFEF·]+$',
    hint: 'Chinese characters and punctuation, (min) - (max) characters',
  },
  DATE_YMD: {
    pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
    hint: 'Date as yyyy-MM-dd',
  },
  DATE_MDY: {
    pattern: '^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4}$',
    hint: 'Date as MM-dd-yyyy',
  },
  KOREAN: { pattern: '^[\\p{Script=Hangul}]+$', hint: 'Korean only, (min) - (max) characters' },
  THAI: { pattern: '^[\\p{Script=Thai}]+$', hint: 'Thai only, (min) - (max) characters' },
  THAI_OR_ENGLISH: {
    pattern: '^[\\p{Script=Thai}A-Za-z ]+$',
    hint: 'Thai or English letters, (min) - (max) characters',
  },
  BENGALI_OR_ENGLISH: {
    // Bengali letters, not Bengali digits (U+09E6-U+09EF): a name has no numbers in either script.
    pattern: '^(?:(?![\\u09E6-\\u09EF])[\\p{Script=Bengali}A-Za-z .])+$',
    hint: 'Bengali or English letters, (min) - (max) characters',
  },
  STRONG_PASSWORD: {
    pattern: '^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).+$',
    hint: 'At least one uppercase, one lowercase, one digit and one special symbol, (min) - (max) characters',
  },
} as const;

export type PatternId = keyof typeof PATTERNS;
export const PATTERN_IDS = Object.keys(PATTERNS) as [PatternId, ...PatternId[]];

export const compilePattern = (pattern: string): RegExp | null => (pattern === '*' ? null : new RegExp(pattern, 'u'));

export const fillHint = (hint: string, min: number, max: number) =>
  hint.replace('(min)', String(min)).replace('(max)', String(max));

export type FieldRuleConfig = {
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: string;
  minLength: number;
  maxLength: number;
};

/**
 * Checks one value against a server-supplied field rule. Returns null when it passes, otherwise
 * the rule that failed. Length counts code points, so Bengali or Thai input is measured as typed.
 */
export const checkFieldRule = (
  rule: FieldRuleConfig,
  value: string | undefined | null,
): 'required' | 'minLength' | 'maxLength' | 'pattern' | null => {
  if (!rule.enabled) return null;
  const v = value ?? '';
  if (v === '') return rule.required ? 'required' : null;
  const len = [...v].length;
  if (len < rule.minLength) return 'minLength';
  if (len > rule.maxLength) return 'maxLength';
  const re = compilePattern(rule.acceptedPattern);
  if (re && !re.test(v)) return 'pattern';
  return null;
};
