import { normalizeMobile } from '@platform/contracts';
import { useRegisterSettings } from '../../api/system';

/**
 * The brand's mobile numbers as the forms need them: the dialling code shown before the input,
 * the digit count of the hint, and the same reading of a typed number the server applies (with
 * or without the trunk 0 or the dialling code), checked before an SMS code is requested (spec §5).
 */
export function useMobileRules() {
  const settings = useRegisterSettings().data;
  const dialing = settings?.countryDialingCode ?? '+880';
  const digits = settings?.mobileDigits ?? 10;
  return { dialing, digits, valid: (input: string) => normalizeMobile(input, dialing, digits) !== null };
}
