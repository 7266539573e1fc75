import { useBrand } from './brand';

/**
 * Amounts as spec §9 shows them: 2 decimals and thousand separators (1,234,567.89, in every
 * language). The wire carries decimal strings; they are split, not parsed into floats, so no
 * rounding ever creeps in.
 */
export function formatAmount(decimal: string): string {
  const negative = decimal.startsWith('-');
  const [whole = '0', frac = ''] = decimal.replace('-', '').split('.');
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${frac.padEnd(2, '0').slice(0, 2)}`;
}

/** An amount with the brand's currency sign: "৳1,234.50", and "-৳2.00" below zero. */
export function useMoney() {
  const { currency } = useBrand();
  return (decimal: string) =>
    decimal.startsWith('-')
      ? `-${currency.symbol}${formatAmount(decimal.slice(1))}`
      : `${currency.symbol}${formatAmount(decimal)}`;
}
