import type { RgBlock } from '@platform/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { endSession } from '../../state/session';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { when } from '../../ui/datetime';

/** After a time-out or self-exclusion starts: the member is home, signed out, and told until when. */
export function BlockedNotice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const block = (useLocation().state as { rgBlock?: RgBlock } | null)?.rgBlock;
  const done = () => navigate('/', { replace: true, state: null });
  useEffect(() => {
    if (block) endSession();
  }, [block]);
  return (
    <ConfirmDialog
      open={Boolean(block)}
      title={block ? t(block.kind === 'timeout' ? 'rg.timeoutStarted' : 'rg.exclusionStarted') : ''}
      message={block?.until ? t('rg.blockedUntil', { until: when(block.until) }) : t('rg.blockedForever')}
      onConfirm={done}
      onCancel={done}
      cancellable={false}
      testId="rg-block-started"
    />
  );
}
