import { isLanguageCode, ROUTES } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from './client';
import { useSocketUp } from './realtime';

/** Query keys in one place so invalidation never misses a spelling. */
export const queryKeys = {
  whitelabel: ['whitelabel'] as const,
  status: (sim?: string) => ['status', sim ?? ''] as const,
  menus: (lang: string) => ['game_menus', lang] as const,
  announcements: (lang: string) => ['announcements', lang] as const,
  registerSettings: (lang: string) => ['registerSettings', lang] as const,
  help: (lang: string) => ['help', lang] as const,
};

const minutes = (n: number) => n * 60_000;
/** The statuses a test page may ask the server to pretend (it honours them only when allowed). */
const SIMULATED_STATUSES = ['0', '1', '2'] as const;

export const useWhitelabel = () =>
  useQuery({ queryKey: queryKeys.whitelabel, queryFn: () => call(ROUTES.whitelabel), staleTime: minutes(5) });

/** `simulateStatus` in the page URL is passed through; the server honours it only when allowed. */
export const useSystemStatus = () => {
  const asked = new URLSearchParams(window.location.search).get('simulateStatus');
  const sim = SIMULATED_STATUSES.find((s) => s === asked);
  // The socket's maintenance events keep it fresh; the one-minute poll is the fallback while it is down.
  const socketUp = useSocketUp();
  return useQuery({
    queryKey: queryKeys.status(sim),
    queryFn: () => call(ROUTES.status, { query: { simulateStatus: sim } }),
    staleTime: minutes(1),
    refetchInterval: socketUp ? false : minutes(1),
  });
};

export const useGameMenus = () => {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: queryKeys.menus(i18n.language),
    queryFn: () => call(ROUTES.gameMenus),
    staleTime: minutes(5),
  });
};

export const useAnnouncements = () => {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: queryKeys.announcements(i18n.language),
    queryFn: () => call(ROUTES.announcements, { query: { types: 'B,PL,PU,PR,H', platform: 'W' } }),
    staleTime: minutes(5),
  });
};

export const useRegisterSettings = () => {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: queryKeys.registerSettings(i18n.language),
    queryFn: () => call(ROUTES.registerSettings),
    staleTime: minutes(5),
  });
};

export const useHelpCenter = () => {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: queryKeys.help(i18n.language),
    queryFn: () =>
      call(ROUTES.helpCenter, {
        query: { lang: isLanguageCode(i18n.language) ? i18n.language : undefined, device: 'WEB' },
      }),
    staleTime: minutes(10),
  });
};

export const fetchCaptcha = () => call(ROUTES.captcha);
