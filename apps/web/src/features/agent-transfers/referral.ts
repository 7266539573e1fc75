import { useMemberInfo } from '../../api/account';
import { useToken } from '../../state/session';
import { useBrand } from '../layout/brand';

/**
 * Spec §6: the referral invite menu shows to agents when logged in, or to logged-in players when
 * the brand's referral promo is on; never to visitors or trial accounts.
 */
export function useShowReferral(): boolean {
  const token = useToken();
  const brand = useBrand();
  const info = useMemberInfo().data;
  if (!token || !info || info.isTrial) return false;
  return info.isAgent || brand.flags.referralPromo;
}
