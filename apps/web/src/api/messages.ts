import { ROUTES } from '@platform/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToken } from '../state/session';
import { accountKeys, useMemberInfo } from './account';
import { call } from './client';

/**
 * Platform messages (messageV2). The unread count lives under exactly ['messages', 'unread'] as a
 * number: the socket's "new message" event sets it with queryClient.setQueryData(UNREAD_KEY, count);
 * until then (or when the socket is down) it is refetched on window focus and every 60 s.
 */
export const messagesKeys = { all: ['messages'] as const, list: ['messages', 'list'] as const };
export const UNREAD_KEY = ['messages', 'unread'] as const;

/** Unread messages of the logged-in member (CSP_unreadCount); trial accounts load none (spec §6). */
export function useUnreadCount() {
  const token = useToken();
  const info = useMemberInfo();
  return useQuery({
    queryKey: UNREAD_KEY,
    queryFn: async () => (await call(ROUTES.CSP_unreadCount)).count,
    enabled: Boolean(token) && info.data !== undefined && !info.data.isTrial,
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
    staleTime: 10_000,
    retry: false,
  });
}

export function useMessages(pageNo: number, pageSize = 10) {
  const token = useToken();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...messagesKeys.list, token, i18n.language, pageNo, pageSize],
    queryFn: () => call(ROUTES.messages, { query: { pageNo, pageSize } }),
    enabled: Boolean(token),
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/**
 * The inbox's writes. Each answers the new unread count, which goes straight into the badge's
 * query (and member info's copy), then the list is read again.
 */
export function useMessageActions() {
  const qc = useQueryClient();
  const settle = async (count: number) => {
    qc.setQueryData(UNREAD_KEY, count);
    await Promise.all([
      qc.invalidateQueries({ queryKey: messagesKeys.list }),
      qc.invalidateQueries({ queryKey: accountKeys.info }),
    ]);
  };
  return {
    /** Opens one message (the server marks it read). */
    open: async (id: number) => {
      const m = await call(ROUTES.message, { params: { id } });
      const count = await call(ROUTES.CSP_unreadCount);
      await settle(count.count);
      return m;
    },
    setRead: async (id: number, read: boolean) =>
      settle((await call(ROUTES.messageRead, { params: { id }, body: { read } })).count),
    remove: async (id: number) => settle((await call(ROUTES.messageDelete, { params: { id } })).count),
    readAll: async () => settle((await call(ROUTES.messagesReadAll)).count),
  };
}
