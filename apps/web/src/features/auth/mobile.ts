import { normalizeMobile } from '@platform/contracts';

/**
 * The same reading of a typed number the server applies (with or without the trunk 0 or the
 * dialling code), checked before an SMS code is requested (spec §5).
 */
export const mobileLooksValid = (input: string, digits: number, dialing = '+880') =>
  normalizeMobile(input, dialing, digits) !== null;
