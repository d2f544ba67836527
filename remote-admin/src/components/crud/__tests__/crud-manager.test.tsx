// Generous limits: MUI renders slowly in jsdom on a busy machine.
jest.setTimeout(30_000);

import { baseApi, createAppStore } from '@astro/shared';
import { Toaster } from '@astro/shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { z } from 'zod';
import type { CrudConfig } from '../crud-config';
import { crudEndpoints } from '../crud-endpoints';
import { CrudManager } from '../crud-manager';
import { fakeRest } from './fake-rest';

/** A small content type of the tests' own, so the manager is tested apart from any feature. */
const noteSchema = z.object({
  id: z.string(),
  title: z.string(),
  shown: z.boolean(),
  sort_order: z.number(),
});
type Note = z.infer<typeof noteSchema>;
const parseNotes = (rows: unknown) => z.array(noteSchema).parse(rows);
const noteForm = z.object({
  title: z.string().trim().min(1, 'Enter a title').max(20, 'At most 20 characters'),
  shown: z.boolean(),
});
type NoteValues = z.output<typeof noteForm>;
type NoteDraft = { title: string; shown: boolean };

const notesApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const crud = crudEndpoints<Note, NoteValues & { sort_order: number }, Partial<NoteValues>>(
      build,
      {
        table: 'notes',
        columns: 'id,title,shown,sort_order',
        order: [{ column: 'sort_order' }],
        tag: 'Announcement',
        parse: parseNotes,
      },
    );
    return {
      allNotes: crud.list,
      createNote: crud.create,
      updateNote: crud.update,
      deleteNote: crud.remove,
      reorderNotes: build.mutation<unknown, string[]>({
        query: (ids) => ({ kind: 'rpc', fn: 'reorder_notes', args: { ids } }),
        invalidatesTags: ['Announcement'],
      }),
    };
  },
});

const NOTES: CrudConfig<Note, NoteDraft, NoteValues, NoteValues & { sort_order: number }> = {
  name: 'note',
  api: {
    useList: notesApi.useAllNotesQuery,
    useCreate: notesApi.useCreateNoteMutation,
    useUpdate: notesApi.useUpdateNoteMutation,
    useRemove: notesApi.useDeleteNoteMutation,
  },
  schema: noteForm,
  empty: { title: '', shown: false },
  toDraft: (n) => ({ title: n.title, shown: n.shown }),
  toCreate: (values, items) => ({ ...values, sort_order: items.length + 1 }),
  fields: [
    { kind: 'text', key: 'title', label: 'Title', required: true, hint: 'A short title' },
    { kind: 'switch', key: 'shown', label: 'Shown to users' },
  ],
  renderItem: (n) => <span>Note: {n.title}</span>,
  toggle: {
    label: 'Shown',
    isOn: (n) => n.shown,
    patch: (_, on) => ({ shown: on }),
    failed: 'Failed to change the note',
    changed: (_, on) => ({ title: on ? 'Now shown' : 'Now hidden' }),
  },
  reorder: {
    useReorder: notesApi.useReorderNotesMutation,
    upLabel: (n) => `Move ${n.title} up`,
    downLabel: (n) => `Move ${n.title} down`,
    failed: 'Failed to reorder the notes',
  },
  texts: {
    heading: 'Notes',
    newItem: 'New note',
    editItem: 'Edit note',
    loading: 'Loading notes…',
    loadFailed: 'Failed to load notes.',
    empty: 'No notes yet.',
    saveFailed: 'Failed to save the note',
    saved: (values) => ({ title: 'Note saved', description: values.shown ? 'Shown.' : 'Hidden.' }),
    editLabel: (n) => `Edit ${n.title}`,
    deleteLabel: (n) => `Delete ${n.title}`,
    deleteTitle: 'Delete this note?',
    deleteWarning: (n) => `“${n.title}” goes for good.`,
    deleteFailed: 'Failed to delete the note',
    deleted: (n) => ({ title: 'Note deleted', description: `“${n.title}” was deleted.` }),
  },
};

const note = (id: string, title: string, shown = true, sort_order = 1): Note => ({
  id,
  title,
  shown,
  sort_order,
});

function renderManager() {
  render(
    <Provider store={createAppStore()}>
      <>
        <CrudManager config={NOTES} />
        <Toaster />
      </>
    </Provider>,
  );
}

// An open dialog hides the rest of the page from the accessibility tree, the toasts included.
const toasts = () => within(screen.getByRole('region', { name: 'Notifications', hidden: true }));
const dialogNamed = (name: string) => screen.getByRole('dialog', { name });

describe('CrudManager', () => {
  it('shows loading, then the empty state', async () => {
    const rest = fakeRest([]);
    const release = rest.hold();
    renderManager();
    expect(screen.getByRole('region', { name: 'Notes' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading notes…');
    release();
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
    expect(screen.queryByText('Loading notes…')).not.toBeInTheDocument();
    expect(rest.calls[0]).toEqual({ table: 'notes', op: 'select', match: {} });
  });

  it('says when the list could not be loaded, and retries', async () => {
    const rest = fakeRest([note('a', 'Alpha')]);
    rest.failNext('select');
    renderManager();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load notes.');
    expect(screen.queryByText('No notes yet.')).not.toBeInTheDocument();
    fireEvent.click(within(alert).getByText('Retry'));
    expect(await screen.findByText('Note: Alpha')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load notes.')).not.toBeInTheDocument();
  });

  it('lists the items with their data attribute and switch', async () => {
    fakeRest([note('a', 'Alpha', true), note('b', 'Beta', false, 2)]);
    renderManager();
    const item = (await screen.findByText('Note: Beta')).closest('li')!;
    expect(item).toHaveAttribute('data-note-id', 'b');
    expect(within(item).getByLabelText('Shown')).not.toBeChecked();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('refuses an invalid draft with the schema’s message and saves nothing', async () => {
    const rest = fakeRest([]);
    renderManager();
    await screen.findByText('No notes yet.');
    fireEvent.click(screen.getByText('New note'));
    const dialog = dialogNamed('New note');
    expect(within(dialog).getByText('A short title')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByText('Save'));
    expect(await within(dialog).findByText('Enter a title')).toBeInTheDocument();
    expect(within(dialog).queryByText('A short title')).not.toBeInTheDocument();
    expect(rest.calls.filter((c) => c.op !== 'select')).toEqual([]);
  });

  it('creates an item through the dialog and closes it', async () => {
    const rest = fakeRest([note('a', 'Alpha')]);
    renderManager();
    await screen.findByText('Note: Alpha');
    fireEvent.click(screen.getByText('New note'));
    const dialog = dialogNamed('New note');
    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: ' Gamma ' } });
    fireEvent.click(within(dialog).getByLabelText('Shown to users'));
    fireEvent.click(within(dialog).getByText('Save'));
    expect(await toasts().findByText('Note saved')).toBeInTheDocument();
    expect(toasts().getByText('Shown.')).toBeInTheDocument();
    expect(rest.calls.find((c) => c.op === 'insert')).toEqual({
      table: 'notes',
      op: 'insert',
      values: { title: 'Gamma', shown: true, sort_order: 2 },
      match: {},
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Note: Gamma')).toBeInTheDocument();
  });

  it('keeps the dialog open and says so when the save is refused', async () => {
    const rest = fakeRest([]);
    renderManager();
    await screen.findByText('No notes yet.');
    fireEvent.click(screen.getByText('New note'));
    fireEvent.change(within(dialogNamed('New note')).getByLabelText(/Title/), {
      target: { value: 'Gamma' },
    });
    rest.failNext('insert');
    fireEvent.click(within(dialogNamed('New note')).getByText('Save'));
    expect(await toasts().findByText('Failed to save the note')).toBeInTheDocument();
    expect(dialogNamed('New note')).toBeInTheDocument();
  });

  it('edits an item, starting from its values', async () => {
    const rest = fakeRest([note('a', 'Alpha', false)]);
    renderManager();
    await screen.findByText('Note: Alpha');
    fireEvent.click(screen.getByLabelText('Edit Alpha'));
    const dialog = dialogNamed('Edit note');
    const title = within(dialog).getByLabelText(/Title/);
    expect(title).toHaveValue('Alpha');
    fireEvent.change(title, { target: { value: 'Alpha two' } });
    fireEvent.click(within(dialog).getByText('Save'));
    expect(await screen.findByText('Note: Alpha two')).toBeInTheDocument();
    expect(rest.calls.find((c) => c.op === 'update')).toEqual({
      table: 'notes',
      op: 'update',
      values: { title: 'Alpha two', shown: false },
      match: { id: 'a' },
    });
    expect(toasts().getByText('Hidden.')).toBeInTheDocument();
  });

  it('deletes only after confirmation', async () => {
    const rest = fakeRest([note('a', 'Alpha'), note('b', 'Beta', true, 2)]);
    renderManager();
    await screen.findByText('Note: Alpha');
    fireEvent.click(screen.getByLabelText('Delete Alpha'));
    const confirm = dialogNamed('Delete this note?');
    expect(confirm).toHaveTextContent('“Alpha” goes for good.');
    fireEvent.click(within(confirm).getByText('Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rest.calls.some((c) => c.op === 'delete')).toBe(false);

    fireEvent.click(screen.getByLabelText('Delete Alpha'));
    fireEvent.click(within(dialogNamed('Delete this note?')).getByText('Delete'));
    expect(await toasts().findByText('Note deleted')).toBeInTheDocument();
    expect(rest.calls.find((c) => c.op === 'delete')).toEqual({
      table: 'notes',
      op: 'delete',
      match: { id: 'a' },
    });
    await waitFor(() => expect(screen.queryByText('Note: Alpha')).not.toBeInTheDocument());
    expect(screen.getByText('Note: Beta')).toBeInTheDocument();
  });

  it('flips the switch and saves it at once', async () => {
    const rest = fakeRest([note('a', 'Alpha', false)]);
    renderManager();
    const item = (await screen.findByText('Note: Alpha')).closest('li')!;
    fireEvent.click(within(item).getByLabelText('Shown'));
    expect(await toasts().findByText('Now shown')).toBeInTheDocument();
    expect(rest.calls.find((c) => c.op === 'update')).toMatchObject({
      values: { shown: true },
      match: { id: 'a' },
    });
    await waitFor(() => expect(within(item).getByLabelText('Shown')).toBeChecked());
  });

  it('moves an item and saves the whole order; the ends cannot move further', async () => {
    const rest = fakeRest([note('a', 'Alpha'), note('b', 'Beta', true, 2)]);
    renderManager();
    await screen.findByText('Note: Alpha');
    expect(screen.getByLabelText('Move Alpha up')).toBeDisabled();
    expect(screen.getByLabelText('Move Beta down')).toBeDisabled();
    fireEvent.click(screen.getByLabelText('Move Beta up'));
    await waitFor(() =>
      expect(rest.rpc).toHaveBeenCalledWith('reorder_notes', { ids: ['b', 'a'] }),
    );
  });
});
