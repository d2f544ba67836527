// Generous limits: MUI renders slowly in jsdom on a busy machine.
jest.setTimeout(30_000);

import { createAppStore, Toaster } from '@astro/shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { fakeRest } from '../../../components/crud/__tests__/fake-rest';
import { AnnouncementsManager } from '../components/announcements-manager';
import { announcementFormSchema, draftOf, type Announcement } from '../model/announcement';

const stored: Announcement = {
  id: 'a1',
  title: 'Eclipse',
  content: 'Watch **tonight**',
  type: 'warning',
  priority: 90,
  is_active: false,
  created_at: '2030-04-01T00:00:00Z',
  expires_at: new Date('2030-05-01T10:30').toISOString(),
};

function renderManager(rows: Announcement[]) {
  const rest = fakeRest(rows);
  render(
    <Provider store={createAppStore()}>
      <>
        <AnnouncementsManager />
        <Toaster />
      </>
    </Provider>,
  );
  return rest;
}

const toasts = () => within(screen.getByRole('region', { name: 'Notifications', hidden: true }));

describe('announcements manager', () => {
  it('starts an edit from the stored values, the expiry in local time', () => {
    const draft = draftOf(stored);
    expect(draft).toEqual({
      title: 'Eclipse',
      content: 'Watch **tonight**',
      type: 'warning',
      priority: '90',
      is_active: false,
      expires_at: '2030-05-01T10:30',
    });
    // Saving an untouched edit writes back what was stored.
    expect(announcementFormSchema.parse(draft)).toMatchObject({
      priority: 90,
      expires_at: stored.expires_at,
    });
    expect(draftOf({ ...stored, expires_at: null }).expires_at).toBe('');
  });

  it('shows each announcement with its badges and switches it on', async () => {
    const rest = renderManager([stored]);
    const item = (await screen.findByText('Eclipse')).closest('li')!;
    expect(item).toHaveAttribute('data-announcement-id', 'a1');
    for (const badge of ['Warning', 'Important', 'Inactive'])
      expect(within(item).getByText(badge)).toBeInTheDocument();
    expect(within(item).getByLabelText('Edit announcement “Eclipse”')).toBeInTheDocument();
    fireEvent.click(within(item).getByLabelText('Active'));
    await waitFor(() =>
      expect(rest.calls.find((c) => c.op === 'update')).toEqual({
        table: 'wizard_announcements',
        op: 'update',
        values: { is_active: true },
        match: { id: 'a1' },
      }),
    );
  });

  it('writes a new announcement with a live preview', async () => {
    const rest = renderManager([]);
    await screen.findByText('No announcements yet.');
    fireEvent.click(screen.getByText('New announcement'));
    const dialog = screen.getByRole('dialog', { name: 'New announcement' });
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('Untitled');
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Full moon' } });
    fireEvent.change(within(dialog).getByLabelText(/^Content/), {
      target: { value: 'Look up' },
    });
    expect(preview).toHaveTextContent('Full moon');
    expect(preview).toHaveTextContent('Look up');

    fireEvent.change(within(dialog).getByLabelText('Priority'), { target: { value: '101' } });
    fireEvent.click(within(dialog).getByText('Save'));
    expect(await within(dialog).findByText('A whole number from 0 to 100')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('Priority'), { target: { value: '85' } });
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'success' } });
    fireEvent.click(within(dialog).getByText('Save'));
    expect(await toasts().findByText('Users see it now.')).toBeInTheDocument();
    expect(rest.calls.find((c) => c.op === 'insert')).toEqual({
      table: 'wizard_announcements',
      op: 'insert',
      values: {
        title: 'Full moon',
        content: 'Look up',
        type: 'success',
        priority: 85,
        is_active: true,
        expires_at: null,
      },
      match: {},
    });
  });
});
