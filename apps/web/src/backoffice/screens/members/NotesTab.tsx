import { type OpsNoteBody, opsNoteBody, ROUTES, type RouteOutput } from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../ui/Button';
import { when } from '../../../ui/datetime';
import { FormAlert } from '../../../ui/form/FormAlert';
import { showServerError } from '../../../ui/form/serverErrors';
import { TextField } from '../../../ui/form/TextField';
import { useZodForm } from '../../../ui/form/useZodForm';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { columnsOf, DataTable } from '../../ui/DataTable';
import { serverMessage } from '../../ui/FormActions';
import { type Item, useMemberList } from './member-list';

type NoteRow = Item<RouteOutput<typeof ROUTES.opsMemberNotes>>;
const noteCol = columnsOf<NoteRow>();
export function NotesTab({ id, canWrite }: { id: number; canWrite: boolean }) {
  const t = useOpsT();
  const qc = useQueryClient();
  const { params, list } = useMemberList(id, 'notes', (query) =>
    opsCall(ROUTES.opsMemberNotes, { params: { memberId: id }, query }),
  );
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
          <FormAlert message={serverMessage(form)} />
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
