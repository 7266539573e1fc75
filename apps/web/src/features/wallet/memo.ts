import { useTranslation } from 'react-i18next';

/**
 * A record's memo as "Label: value" parts. A value that is a known code (the seed's
 * 'demoOpeningBalance', wallet.memoValue) shows in the viewer's language; free text, such as an
 * operator's own reason, shows as written. Only a plain word is looked up: free text with dots or
 * colons would read as a key path or namespace.
 */
export function useMemoParts() {
  const { t } = useTranslation();
  return (memo: Record<string, string>, skip: readonly string[] = []) =>
    Object.entries(memo)
      .filter(([k]) => !skip.includes(k))
      .map(([k, v]) => {
        const value = /^[a-z][A-Za-z]*$/.test(v)
          ? t(`wallet.memoValue.${v}` as 'wallet.memoValue.demoOpeningBalance', { defaultValue: v })
          : v;
        return `${t(`wallet.memo.${k}` as 'wallet.memo.reason', { defaultValue: k })}: ${value}`;
      });
}
