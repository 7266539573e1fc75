import { useMemberInfo } from '../api/account';
import { useModals } from './modals';
import { useToken } from './session';

/**
 * Spec §4 and §6: a guest who tries to play or favourite gets the login popup; a trial account
 * that tries to play gets the true-account dialog. Returns whether the action may go ahead.
 */
export function useGate() {
  const token = useToken();
  const info = useMemberInfo();
  const { open } = useModals();
  return (action: 'play' | 'favourite'): boolean => {
    if (!token) {
      // The popup says why it opened (spec §6, §8: 'You are not logged in, please login').
      open('login', 'notLoggedIn');
      return false;
    }
    if (action === 'play' && info.data?.isTrial) {
      open('trueAccount');
      return false;
    }
    return true;
  };
}
