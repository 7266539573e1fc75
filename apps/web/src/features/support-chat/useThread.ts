import { CHAT_LIMITS, type ChatHistory, type ChatHistoryQuery, type ChatMessage } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useChatEvents, useChatSocketLive } from './events';

const PAGE = 30;

/**
 * One conversation's messages: the newest page re-read every 3 s while the socket is down (and on
 * each chat event of this conversation when it is up), older pages added on demand.
 */
export function useThread(
  key: readonly unknown[],
  fetchPage: (q: ChatHistoryQuery) => Promise<ChatHistory>,
  enabled = true,
  /** Whether a socket delivers this thread's events (default: the tab's socket; the console has its own). */
  liveOverride?: boolean,
) {
  const tabLive = useChatSocketLive();
  const live = liveOverride ?? tabLive;
  const q = useQuery({
    queryKey: key,
    queryFn: () => fetchPage({ limit: PAGE }),
    refetchInterval: live ? false : CHAT_LIMITS.pollMs,
    enabled,
    retry: false,
  });
  const conversationId = q.data?.conversationId ?? null;
  const [older, setOlder] = useState<{ of: number | null; list: ChatMessage[]; more: boolean }>({
    of: null,
    list: [],
    more: false,
  });
  const mine = older.of === conversationId ? older : { of: conversationId, list: [], more: false };
  const newest = q.data?.messages ?? [];
  const firstNew = newest[0]?.id ?? Number.POSITIVE_INFINITY;
  const messages = [...mine.list.filter((m) => m.id < firstNew), ...newest];
  const hasMore = mine.list.length ? mine.more : (q.data?.hasMore ?? false);

  async function loadEarlier() {
    const first = messages[0];
    if (!first) return;
    const p = await fetchPage({ before: first.id, limit: PAGE });
    setOlder({ of: conversationId, list: [...p.messages, ...mine.list], more: p.hasMore });
  }

  useChatEvents((e) => {
    if (conversationId === null || e.conversationId === conversationId) void q.refetch();
  });

  return { query: q, data: q.data, messages, hasMore, loadEarlier };
}
