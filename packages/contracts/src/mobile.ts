/**
 * Mobile numbers, read the same way by server and web. Members type the national number, often
 * with a trunk 0 (Bangladesh: 01712345678) and spaces or dashes; we keep the national digits and
 * the E.164 form (+8801712345678), which is what uniqueness and SMS delivery use.
 */
export type Mobile = { national: string; e164: string };

export function normalizeMobile(input: string, dialingCode: string, digits: number): Mobile | null {
  let n = input.replace(/[\s\-().]/g, '');
  const cc = dialingCode.replace(/^\+/, '');
  if (n.startsWith('+')) {
    if (!n.startsWith(`+${cc}`)) return null;
    n = n.slice(cc.length + 1);
  } else if (n.startsWith(`00${cc}`) && n.length === digits + cc.length + 2) {
    n = n.slice(cc.length + 2);
  } else if (n.startsWith(cc) && n.length === digits + cc.length) {
    n = n.slice(cc.length);
  }
  if (n.length === digits + 1 && n.startsWith('0')) n = n.slice(1);
  if (!/^[0-9]+$/.test(n) || n.length !== digits || n.startsWith('0')) return null;
  return { national: n, e164: `+${cc}${n}` };
}

/** What a member sees of a number or address that codes are sent to: enough to recognise it. */
export const maskMobile = (e164: string) => `${e164.slice(0, 4)}****${e164.slice(-3)}`;
export const maskEmail = (email: string) => {
  const [user = '', domain = ''] = email.split('@');
  return `${user.slice(0, 2)}***@${domain}`;
};
