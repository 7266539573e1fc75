import { formatAmount } from '../../i18n/numbers';
import { useBrand } from './brand';

// The amount format is the number policy's (i18n/numbers.ts); re-exported where screens import it.
export { formatAmount };

/** An amount with the brand's currency sign: "৳1,234.50", and "-৳2.00" below zero. */
export function useMoney() {
  const { currency } = useBrand();
  return (decimal: string) =>
    decimal.startsWith('-')
      ? `-${currency.symbol}${formatAmount(decimal.slice(1))}`
      : `${currency.symbol}${formatAmount(decimal)}`;
}
