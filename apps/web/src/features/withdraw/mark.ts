/** The mark of an account: the wallet's own, or the generic bank one for every bank. */
export const markOf = (a: { kind: string; provider: string }) => (a.kind === 'bank' ? 'bank' : a.provider);
