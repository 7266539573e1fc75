import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateRange, RangeFilter, useRangePage } from '../../ui/RangeFilter';
import { MemberPicker } from './MemberPicker';
import { type Column, Field, inputClass } from './table';

/**
 * What the team reports (betting record, user loss, transactions) share: a date range, a page,
 * and a team member to narrow to; choosing a member or a range goes back to page 1.
 */
export function useTeamReport() {
  const { range, changeRange, pageNo, setPageNo } = useRangePage('7d');
  const [memberId, setMemberId] = useState<number>();
  const pick = useCallback(
    (id: number | undefined) => {
      setMemberId(id);
      setPageNo(1);
    },
    [setPageNo],
  );
  return { range, changeRange, pageNo, setPageNo, memberId, pick };
}

/** The team member's account, first column of every team report (the phone card's title says it). */
export function useAccountColumn<T extends { account: string }>(): Column<T> {
  const { t } = useTranslation();
  return {
    key: 'account',
    label: t('agent.col.account'),
    cell: (r) => <span className="font-semibold">{r.account}</span>,
    cardHidden: true,
  };
}

/** The filter row of a team report: the range on one side, the member picker and any other filter on the other. */
export function TeamReportFilters(props: {
  range: DateRange;
  onRange: (r: DateRange) => void;
  onMember: (id: number | undefined) => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <RangeFilter value={props.range} onChange={props.onRange} />
      <div className={props.children ? 'grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto' : 'w-full sm:w-56'}>
        <MemberPicker onChange={props.onMember} />
        {props.children}
      </div>
    </div>
  );
}

/** A report's select filter with an "all" choice first. */
export function FilterSelect<V extends string>(props: {
  label: string;
  all: string;
  value: V | '';
  options: readonly { value: V; label: string }[];
  onChange: (v: V | '') => void;
  testId?: string;
}) {
  return (
    <Field label={props.label}>
      <select
        data-testid={props.testId}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as V | '')}
        className={inputClass}
      >
        <option value="">{props.all}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
