import { type OpsMember, type OpsNoteBody, opsNoteBody, ROUTES, type RouteOutput } from '@platform/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatAmount } from '../../../i18n/numbers';
import { Button } from '../../../ui/Button';
import { when } from '../../../ui/datetime';
import { FormAlert } from '../../../ui/form/FormAlert';
import { showServerError } from '../../../ui/form/serverErrors';
import { TextField } from '../../../ui/form/TextField';
import { useZodForm } from '../../../ui/form/useZodForm';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { columnsOf, DataTable } from '../../ui/DataTable';
import { useListParams } from '../../ui/list-params';
import { Field, Pill, SelectBox } from './bits';

type Item<R> = R extends { list: (infer T)[] } ? T : never;
const amount = (v: string) => <span className="tabular-nums">{formatAmount(v)}</span>;
const maybeWhen = (v: string | null) => (v ? when(v) : '');

export function ProfileTab({ member: m }: { member: OpsMember }) {
  const t = useOpsT();
  const extra = Object.entries(m.profile);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section className="rounded-xl border border-line bg-surface p-4">
        <h2 className="mb-3 text-sm font-bold">{t('members.profile.account')}</h2>
        <dl className="grid grid-cols-2 gap-3">
          <Field label={t('members.col.account')}>{m.account}</Field>
          <Field label={t('members.profile.nickname')}>{m.nickname}</Field>
          <Field label={t('members.col.mobile')}>
            <span data-testid="member-mobile">{m.mobile ?? '—'}</span>
          </Field>
          <Field label={t('members.profile.email')}>{m.email}</Field>
          <Field label={t('members.profile.payeeName')}>{m.payeeName}</Field>
          <Field label={t('members.profile.language')}>{m.language}</Field>
          <Field label={t('members.col.kind')}>{t(m.isAgent ? 'members.kind.agent' : 'members.kind.player')}</Field>
          <Field label={t('members.col.upline')}>{m.upline?.account}</Field>
          <Field label={t('members.profile.totp')}>{t(m.totpBound ? 'members.yes' : 'members.no')}</Field>
          <Field label={t('members.profile.mustChange')}>
            {t(m.mustChangePassword ? 'members.yes' : 'members.no')}
          </Field>
        </dl>
      </section>
      <section className="rounded-xl border border-line bg-surface p-4">
        <h2 className="mb-3 text-sm font-bold">{t('members.profile.registration')}</h2>
        <dl className="grid grid-cols-2 gap-3">
          <Field label={t('members.col.createdAt')}>{when(m.createdAt)}</Field>
          <Field label={t('members.col.registerIp')}>{m.registerIp}</Field>
          <Field label={t('members.profile.affiliateCode')}>{m.affiliateCode}</Field>
          <Field label={t('members.profile.referralCode')}>{m.referralCode}</Field>
          <Field label={t('members.col.lastLoginAt')}>{maybeWhen(m.lastLoginAt)}</Field>
          <Field label={t('members.profile.passwordChangedAt')}>{when(m.passwordChangedAt)}</Field>
          {extra.map(([k, v]) => (
            <Field key={k} label={k}>
              {v}
            </Field>
          ))}
        </dl>
      </section>
    </div>
  );
}

export function BalancesTab({ member: m }: { member: OpsMember }) {
  const t = useOpsT();
  const cards = [
    ['cash', m.balances.cash],
    ['locked', m.balances.locked],
    ['bonus', m.balances.bonus],
  ] as const;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-3">
        {cards.map(([k, v]) => (
          <div key={k} className="rounded-xl border border-line bg-surface p-4" data-testid={`balance-${k}`}>
            <p className="text-xs font-semibold text-muted">{t(`members.balance.${k}`)}</p>
            <p className="mt-1 text-2xl font-bold tabular-nums">{formatAmount(v)}</p>
          </div>
        ))}
      </div>
      <section className="rounded-xl border border-line bg-surface p-4">
        <h2 className="mb-3 text-sm font-bold">{t('members.balance.games')}</h2>
        {m.balances.games.length === 0 ? (
          <p className="text-sm text-muted">{t('members.balance.noGames')}</p>
        ) : (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {m.balances.games.map((g) => (
              <Field key={g.vendor} label={g.vendor}>
                {amount(g.balance)}
              </Field>
            ))}
          </dl>
        )}
      </section>
    </div>
  );
}

type LedgerRow = Item<RouteOutput<typeof ROUTES.opsMemberLedger>>;
const ledgerCol = columnsOf<LedgerRow>();
export function LedgerTab({ id }: { id: number }) {
  const t = useOpsT();
  const params = useListParams();
  const list = useQuery({
    queryKey: ['ops', 'members', id, 'ledger', params.query],
    queryFn: () => opsCall(ROUTES.opsMemberLedger, { params: { memberId: id }, query: params.query }),
    placeholderData: keepPreviousData,
  });
  const columns = ledgerCol.columns([
    ledgerCol.accessor('createdAt', { header: () => t('members.col.time'), cell: (c) => when(c.getValue()) }),
    ledgerCol.accessor('type', { header: () => t('members.ledger.type') }),
    ledgerCol.accessor((r) => (r.vendor ? `${r.wallet}:${r.vendor}` : r.wallet), {
      id: 'wallet',
      header: () => t('members.ledger.wallet'),
      cell: (c) => <code className="text-xs">{c.getValue()}</code>,
    }),
    ledgerCol.accessor('amount', {
      header: () => t('members.ledger.amount'),
      cell: (c) => (
        <span className={`tabular-nums ${c.row.original.direction === 'in' ? 'text-emerald' : 'text-danger'}`}>
          {c.row.original.direction === 'in' ? '+' : '−'}
          {formatAmount(c.getValue())}
        </span>
      ),
    }),
    ledgerCol.accessor('balanceAfter', {
      header: () => t('members.ledger.balanceAfter'),
      cell: (c) => amount(c.getValue()),
    }),
    ledgerCol.accessor('counterparty', {
      header: () => t('members.ledger.counterparty'),
      cell: (c) => <code className="text-xs text-muted">{c.getValue()}</code>,
    }),
  ]);
  return (
    <DataTable
      testId="member-ledger"
      columns={columns}
      list={list}
      params={params}
      rowId={(r) => `${r.id}-${r.direction}`}
    />
  );
}

type RoundRow = Item<RouteOutput<typeof ROUTES.opsMemberRounds>>;
const roundCol = columnsOf<RoundRow>();
export function RoundsTab({ id }: { id: number }) {
  const t = useOpsT();
  const params = useListParams();
  const list = useQuery({
    queryKey: ['ops', 'members', id, 'rounds', params.query],
    queryFn: () => opsCall(ROUTES.opsMemberRounds, { params: { memberId: id }, query: params.query }),
    placeholderData: keepPreviousData,
  });
  const columns = roundCol.columns([
    roundCol.accessor('startedAt', { header: () => t('members.col.time'), cell: (c) => when(c.getValue()) }),
    roundCol.accessor('vendor', { header: () => t('members.rounds.vendor') }),
    roundCol.accessor('gameCode', { header: () => t('members.rounds.game') }),
    roundCol.accessor('roundId', {
      header: () => t('members.rounds.round'),
      cell: (c) => <code className="text-xs">{c.getValue()}</code>,
    }),
    roundCol.accessor('stake', { header: () => t('members.rounds.stake'), cell: (c) => amount(c.getValue()) }),
    roundCol.accessor('win', { header: () => t('members.rounds.win'), cell: (c) => amount(c.getValue()) }),
    roundCol.accessor('status', {
      header: () => t('members.col.status'),
      cell: (c) => t(`members.rounds.status.${c.getValue()}`),
    }),
  ]);
  return (
    <DataTable
      testId="member-rounds"
      columns={columns}
      list={list}
      params={params}
      rowId={(r) => String(r.id)}
      toolbar={
        <SelectBox
          label={t('members.col.status')}
          value={params.filters.status ?? ''}
          onChange={(v) => params.setFilter('status', v || undefined)}
          options={[
            { value: '', label: t('members.status.all') },
            ...(['open', 'settled', 'cancelled'] as const).map((s) => ({
              value: s,
              label: t(`members.rounds.status.${s}`),
            })),
          ]}
          testId="filter-status"
        />
      }
    />
  );
}

type DepositRow = Item<RouteOutput<typeof ROUTES.opsMemberDeposits>>;
type WithdrawalRow = Item<RouteOutput<typeof ROUTES.opsMemberWithdrawals>>;
const depCol = columnsOf<DepositRow>();
const wdCol = columnsOf<WithdrawalRow>();
/** Deposits or withdrawals (`kind` in the address, not sent to the server). */
export function CashierTab({ id }: { id: number }) {
  const t = useOpsT();
  const params = useListParams();
  const { kind = 'deposits', ...query } = params.query as typeof params.query & { kind?: string };
  const deposits = useQuery({
    queryKey: ['ops', 'members', id, 'deposits', query],
    queryFn: () => opsCall(ROUTES.opsMemberDeposits, { params: { memberId: id }, query }),
    placeholderData: keepPreviousData,
    enabled: kind === 'deposits',
  });
  const withdrawals = useQuery({
    queryKey: ['ops', 'members', id, 'withdrawals', query],
    queryFn: () => opsCall(ROUTES.opsMemberWithdrawals, { params: { memberId: id }, query }),
    placeholderData: keepPreviousData,
    enabled: kind === 'withdrawals',
  });
  const toggle = (
    <SelectBox
      label={t('members.cashier.show')}
      value={kind}
      onChange={(v) => params.setFilter('kind', v === 'deposits' ? undefined : v)}
      options={[
        { value: 'deposits', label: t('members.cashier.deposits') },
        { value: 'withdrawals', label: t('members.cashier.withdrawals') },
      ]}
      testId="filter-kind"
    />
  );
  if (kind === 'withdrawals') {
    const columns = wdCol.columns([
      wdCol.accessor('createdAt', { header: () => t('members.col.time'), cell: (c) => when(c.getValue()) }),
      wdCol.accessor('amount', { header: () => t('members.ledger.amount'), cell: (c) => amount(c.getValue()) }),
      wdCol.accessor('paid', { header: () => t('members.cashier.paid'), cell: (c) => amount(c.getValue()) }),
      wdCol.accessor('status', { header: () => t('members.col.status') }),
      wdCol.accessor('account', { header: () => t('members.cashier.account') }),
      wdCol.accessor('completedAt', {
        header: () => t('members.cashier.completedAt'),
        cell: (c) => maybeWhen(c.getValue()),
      }),
    ]);
    return (
      <DataTable
        testId="member-withdrawals"
        columns={columns}
        list={withdrawals}
        params={params}
        rowId={(r) => String(r.id)}
        toolbar={toggle}
      />
    );
  }
  const columns = depCol.columns([
    depCol.accessor('createdAt', { header: () => t('members.col.time'), cell: (c) => when(c.getValue()) }),
    depCol.accessor('amount', { header: () => t('members.ledger.amount'), cell: (c) => amount(c.getValue()) }),
    depCol.accessor('channel', { header: () => t('members.cashier.channel') }),
    depCol.accessor('status', { header: () => t('members.col.status') }),
    depCol.accessor('reference', { header: () => t('members.cashier.reference'), cell: (c) => c.getValue() ?? '' }),
    depCol.accessor('decidedAt', {
      header: () => t('members.cashier.decidedAt'),
      cell: (c) => maybeWhen(c.getValue()),
    }),
  ]);
  return (
    <DataTable
      testId="member-deposits"
      columns={columns}
      list={deposits}
      params={params}
      rowId={(r) => String(r.id)}
      toolbar={toggle}
    />
  );
}

type SessionRow = Item<RouteOutput<typeof ROUTES.opsMemberSessions>>;
const sesCol = columnsOf<SessionRow>();
export function SessionsTab({ id }: { id: number }) {
  const t = useOpsT();
  const params = useListParams();
  const list = useQuery({
    queryKey: ['ops', 'members', id, 'sessions', params.query],
    queryFn: () => opsCall(ROUTES.opsMemberSessions, { params: { memberId: id }, query: params.query }),
    placeholderData: keepPreviousData,
  });
  const ips = useQuery({
    queryKey: ['ops', 'members', id, 'ips'],
    queryFn: () => opsCall(ROUTES.opsMemberIps, { params: { memberId: id }, query: { pageSize: 100 } }),
  });
  const columns = sesCol.columns([
    sesCol.accessor('createdAt', { header: () => t('members.sessions.loginAt'), cell: (c) => when(c.getValue()) }),
    sesCol.accessor('ip', { header: () => t('members.sessions.ip'), cell: (c) => c.getValue() ?? '' }),
    sesCol.accessor('device', {
      header: () => t('members.sessions.device'),
      cell: (c) => <span className="block max-w-xs truncate text-xs text-muted">{c.getValue() ?? ''}</span>,
    }),
    sesCol.accessor('lastSeenAt', { header: () => t('members.sessions.lastSeenAt'), cell: (c) => when(c.getValue()) }),
    sesCol.accessor('state', {
      header: () => t('members.col.status'),
      cell: (c) => (
        <Pill tone={c.getValue() === 'live' ? 'good' : 'muted'}>{t(`members.sessions.state.${c.getValue()}`)}</Pill>
      ),
    }),
  ]);
  return (
    <div className="flex flex-col gap-4">
      <DataTable
        testId="member-sessions"
        columns={columns}
        list={list}
        params={params}
        rowId={(r) => r.createdAt + (r.ip ?? '')}
      />
      <section className="rounded-xl border border-line bg-surface p-4">
        <h2 className="mb-3 text-sm font-bold">{t('members.sessions.ips')}</h2>
        <ul className="grid gap-1 text-sm" data-testid="member-ips">
          {ips.data?.list.map((r) => (
            <li key={r.ip} className="flex flex-wrap gap-3">
              <code>{r.ip}</code>
              <span className="text-xs text-muted">
                {t('members.sessions.seen', { first: when(r.firstSeenAt), last: when(r.lastSeenAt) })}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

type NoteRow = Item<RouteOutput<typeof ROUTES.opsMemberNotes>>;
const noteCol = columnsOf<NoteRow>();
export function NotesTab({ id, canWrite }: { id: number; canWrite: boolean }) {
  const t = useOpsT();
  const qc = useQueryClient();
  const params = useListParams();
  const list = useQuery({
    queryKey: ['ops', 'members', id, 'notes', params.query],
    queryFn: () => opsCall(ROUTES.opsMemberNotes, { params: { memberId: id }, query: params.query }),
    placeholderData: keepPreviousData,
  });
  const form = useZodForm(opsNoteBody, { defaultValues: { text: '' } });
  const add = useMutation({
    mutationFn: (body: OpsNoteBody) => opsCall(ROUTES.opsMemberNoteAdd, { params: { memberId: id }, body }),
    onSuccess: () => {
      form.reset({ text: '' });
      void qc.invalidateQueries({ queryKey: ['ops', 'members', id, 'notes'] });
    },
    onError: (err) => showServerError(form, err),
  });
  const columns = noteCol.columns([
    noteCol.accessor('createdAt', { header: () => t('members.col.time'), cell: (c) => when(c.getValue()) }),
    noteCol.accessor('author', { header: () => t('members.notes.author'), cell: (c) => c.getValue() ?? '' }),
    noteCol.accessor('text', {
      header: () => t('members.notes.text'),
      cell: (c) => <p className="max-w-xl whitespace-pre-wrap">{c.getValue()}</p>,
    }),
  ]);
  return (
    <div className="flex flex-col gap-4">
      {canWrite && (
        <form
          className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4"
          onSubmit={form.handleSubmit((body) => add.mutate(body))}
          noValidate
        >
          <TextField
            control={form.control}
            name="text"
            label={t('members.notes.add')}
            maxLength={500}
            data-testid="note-text"
          />
          <FormAlert message={form.formState.errors.root?.server?.message} />
          <div>
            <Button type="submit" disabled={add.isPending} data-testid="note-save">
              {t('members.notes.save')}
            </Button>
          </div>
        </form>
      )}
      <DataTable testId="member-notes" columns={columns} list={list} params={params} rowId={(r) => String(r.id)} />
    </div>
  );
}
