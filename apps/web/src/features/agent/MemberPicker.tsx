import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownlines } from '../../api/agent';
import { Field, inputClass } from './table';

/**
 * The member filter of the team reports: an account typed with suggestions from the caller's whole
 * team (the downline search); the filter applies once the text names one account exactly, and
 * clears when the box is emptied.
 */
export function MemberPicker({ onChange }: { onChange: (memberId: number | undefined) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const keyword = text.trim();
  const found = useDownlines({ pageNo: 1, pageSize: 20, keyword: keyword.length >= 2 ? keyword : undefined });
  const list = keyword.length >= 2 ? (found.data?.list ?? []) : [];
  // The suggestions arrive after the typing: the match is checked whenever either changes.
  const hit = list.find((m) => m.account.toLowerCase() === keyword.toLowerCase())?.memberId;
  useEffect(() => {
    if (!keyword) onChange(undefined);
    else if (hit !== undefined) onChange(hit);
  }, [keyword, hit, onChange]);
  return (
    <Field label={t('agent.filter.member')}>
      <input
        data-testid="member-filter"
        list="agent-member-options"
        value={text}
        placeholder={t('agent.filter.memberHint')}
        onChange={(e) => setText(e.target.value)}
        className={inputClass}
      />
      <datalist id="agent-member-options">
        {list.map((m) => (
          <option key={m.memberId} value={m.account} />
        ))}
      </datalist>
    </Field>
  );
}
