import { useOpsToken } from '../../../state/ops-session';
import { OpsChatConsole } from './ChatConsole';

/** /ops/support: the live chat console (the players' chat feature's operator side). */
export default function SupportSection() {
  const token = useOpsToken();
  return token ? <OpsChatConsole token={token} /> : null;
}
