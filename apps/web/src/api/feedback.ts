import { type FeedbackBody, ROUTES } from '@platform/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToken } from '../state/session';
import { call } from './client';

export const feedbackKeys = { mine: ['feedback', 'mine'] as const };

/** The member's own feedback, newest first, with the operators' replies. */
export function useMyFeedback(pageNo: number, pageSize = 10) {
  const token = useToken();
  return useQuery({
    queryKey: [...feedbackKeys.mine, token, pageNo, pageSize],
    queryFn: () => call(ROUTES.myFeedback, { query: { pageNo, pageSize } }),
    enabled: Boolean(token),
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** PUT /wps/feedback; the member's list is read again after a success. */
export function useSendFeedback() {
  const qc = useQueryClient();
  return async (body: FeedbackBody) => {
    const item = await call(ROUTES.feedback, { body });
    await qc.invalidateQueries({ queryKey: feedbackKeys.mine });
    return item;
  };
}
