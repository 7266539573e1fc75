import { useOpsToken } from '../../../state/ops-session';
import { useOpsT } from '../../i18n';
import { PageHeading } from '../../ui/PageHeading';
import { OpsChatConsole } from './ChatConsole';

/** /ops/support: the live chat console (the players' chat feature's operator side). */
export default function SupportSection() {
  const t = useOpsT();
  const token = useOpsToken();
  return (
    <div className="flex flex-col gap-4">
      <PageHeading title={t('nav.support')} />
      {token && <OpsChatConsole token={token} />}
    </div>
  );
}
