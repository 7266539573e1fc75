import { ROUTES } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useMemberInfo } from '../../api/account';
import { call } from '../../api/client';
import { gameKeys } from '../../api/games';
import { useInvalidateMoney } from '../../api/wallet';
import { useModals } from '../../state/modals';
import { useToken } from '../../state/session';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Spinner } from '../../ui/Loader';
import { DEFAULT_GAME_ICON } from './GameCard';
import { GameFrame } from './GameFrame';
import { MaintenanceNotice } from './MaintenanceDialog';
import { useLaunchFlow } from './useLaunchFlow';

/**
 * The game window (/seamless?nodeId=…[&trial=1] or ?vassalage=…): launches the game and shows what
 * the server answers. Real-money play needs a real account; a free trial needs nobody.
 */
export function GameWindowPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = useToken();
  const info = useMemberInfo();
  const { open } = useModals();
  const flow = useLaunchFlow();
  const invalidateMoney = useInvalidateMoney();
  const nodeId = Number(params.get('nodeId')) || undefined;
  const vassalage = params.get('vassalage') ?? undefined;
  const trial = params.get('trial') === '1';
  const needsAccount = !trial;
  const blocked = needsAccount && (!token || info.data?.isTrial === true);
  const ready = Boolean(nodeId || vassalage) && !blocked && (!needsAccount || info.isSuccess);

  // A query, not an effect: one launch per game and language even when React mounts twice.
  const launch = useQuery({
    queryKey: [...gameKeys.member, 'launch', token, nodeId, vassalage, trial, i18n.language],
    queryFn: () =>
      call(ROUTES.launchGame, {
        body: { nodeId, vassalage, trial: trial || undefined, language: i18n.language, platform: 'W' },
      }),
    enabled: ready,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  useEffect(() => {
    if (!needsAccount) return;
    if (!token) open('login');
    else if (info.data?.isTrial) open('trueAccount');
  }, [needsAccount, token, info.data?.isTrial, open]);

  // Route and popup answers are followed once; the window answer stays on this page.
  const result = launch.data;
  const [followed, setFollowed] = useState(false);
  useEffect(() => {
    if (!result || followed || result.kind === 'window' || result.kind === 'maintenance') return;
    setFollowed(true);
    flow.follow(result);
  }, [result, followed, flow]);

  // Leaving the game: the balance the header shows is read again (spins moved money meanwhile).
  // (A ref: the hook's function is new every render, and only the unmount should read again.)
  const refreshMoney = useRef(invalidateMoney);
  refreshMoney.current = invalidateMoney;
  useEffect(() => () => void refreshMoney.current(), []);

  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));
  let body: React.ReactNode;
  if (!nodeId && !vassalage)
    body = <EmptyState image={DEFAULT_GAME_ICON} title={t('lottery.seamlessTitle')} body={t('lottery.seamlessBody')} />;
  else if (blocked)
    body = (
      <EmptyState
        image={DEFAULT_GAME_ICON}
        title={t('games.loginToPlay')}
        body={t('games.loginToPlayBody')}
        action={!token && <Button onClick={() => open('login')}>{t('common.login')}</Button>}
      />
    );
  else if (launch.isError)
    body = (
      <EmptyState
        image={DEFAULT_GAME_ICON}
        title={t('games.launchFailed')}
        body={launch.error.message}
        action={<Button onClick={() => launch.refetch()}>{t('common.retry')}</Button>}
      />
    );
  else if (result?.kind === 'window') return <GameFrame result={result} onBack={back} />;
  else if (result?.kind === 'maintenance') body = <MaintenanceNotice info={result} />;
  else
    body = (
      <div className="grid min-h-[40dvh] place-items-center">
        <Spinner />
      </div>
    );

  return (
    <div data-testid="page-seamless" className="mx-auto max-w-[1600px] px-3 py-5 sm:px-6">
      {body}
      {flow.dialogs}
    </div>
  );
}
