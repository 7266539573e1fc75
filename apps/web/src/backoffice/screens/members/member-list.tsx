import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatAmount } from '../../../i18n/numbers';
import { when } from '../../../ui/datetime';
import { type ListParams, useListParams } from '../../ui/list-params';

/** A row of a paged answer ({ list: T[] }). */
export type Item<R> = R extends { list: (infer T)[] } ? T : never;

export const amount = (v: string) => <span className="tabular-nums">{formatAmount(v)}</span>;
export const maybeWhen = (v: string | null) => (v ? when(v) : '');

/** One of the member page's server lists: its state in the address and its page, under ['ops', 'members', id, name]. */
export function useMemberList<L>(id: number, name: string, fetch: (query: ListParams['query']) => Promise<L>) {
  const params = useListParams();
  const list = useQuery({
    queryKey: ['ops', 'members', id, name, params.query],
    queryFn: () => fetch(params.query),
    placeholderData: keepPreviousData,
  });
  return { params, list };
}
