import {
  type AnnouncementContent,
  API,
  type CaptchaImage,
  type GameMenu,
  type HelpCenter,
  type RegisterSettings,
  type SystemStatus,
  type Whitelabel,
} from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from './client';

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

export const useWhitelabel = () =>
  useQuery({ queryKey: queryKeys.whitelabel, queryFn: () => api<Whitelabel>(API.whitelabel), staleTime: minutes(5) });

/** `simulateStatus` in the page URL is passed through; the server honours it only when allowed. */
export const useSystemStatus = () => {
  const sim = new URLSearchParams(window.location.search).get('simulateStatus') ?? undefined;
  return useQuery({
    queryKey: queryKeys.status(sim),
    queryFn: () => api<SystemStatus>(API.status, { query: { simulateStatus: sim } }),
    staleTime: minutes(1),
    refetchInterval: minutes(1),
  });
};

export const useGameMenus = () => {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: queryKeys.menus(i18n.language),
    queryFn: () => api<GameMenu[]>(API.gameMenus),
    staleTime: minutes(5),
  });
};

export const useAnnouncements = () => {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: queryKeys.announcements(i18n.language),
    queryFn: () => api<AnnouncementContent>(API.announcements, { query: { types: 'B,PL,PU,PR,H', platform: 'W' } }),
    staleTime: minutes(5),
  });
};

export const useRegisterSettings = () => {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: queryKeys.registerSettings(i18n.language),
    queryFn: () => api<RegisterSettings>(API.registerSettings),
    staleTime: minutes(5),
  });
};

export const useHelpCenter = () => {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: queryKeys.help(i18n.language),
    queryFn: () => api<HelpCenter>(API.helpCenter, { query: { lang: i18n.language, device: 'WEB' } }),
    staleTime: minutes(10),
  });
};

export const fetchCaptcha = () => api<CaptchaImage>(API.captcha);
