// Generous limits: MUI renders slowly in jsdom on a busy machine.
jest.setTimeout(30_000);

import { createAppStore, Toaster } from '@astro/shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { fakeRest } from '../../../components/crud/__tests__/fake-rest';
import { TestimonialsManager } from '../components/testimonials-manager';
import type { Testimonial } from '../model/testimonial';

const testimonial = (id: string, author: string, sort_order: number): Testimonial => ({
  id,
  author_name: author,
  author_title: 'Yoga teacher',
  quote: `Quote by ${author}`,
  rating: 4,
  published: false,
  sort_order,
  created_at: '2025-01-01T00:00:00Z',
});

function renderManager(rows: Testimonial[]) {
  const rest = fakeRest(rows);
  render(
    <Provider store={createAppStore()}>
      <>
        <TestimonialsManager />
        <Toaster />
      </>
    </Provider>,
  );
  return rest;
}

const toasts = () => within(screen.getByRole('region', { name: 'Notifications', hidden: true }));

describe('testimonials manager', () => {
  it('shows each quote, publishes it and reorders the list', async () => {
    const rest = renderManager([testimonial('t1', 'Ana', 1), testimonial('t2', 'Ben', 2)]);
    const item = (await screen.findByText('“Quote by Ana”')).closest('li')!;
    expect(item).toHaveAttribute('data-testimonial-id', 't1');
    expect(within(item).getByText('Ana, Yoga teacher')).toBeInTheDocument();
    expect(within(item).getByLabelText('Rated 4 out of 5')).toBeInTheDocument();

    fireEvent.click(within(item).getByLabelText('Published'));
    expect(await toasts().findByText('Now shown on the home page.')).toBeInTheDocument();
    expect(rest.calls.find((c) => c.op === 'update')).toEqual({
      table: 'testimonials',
      op: 'update',
      values: { published: true },
      match: { id: 't1' },
    });

    fireEvent.click(screen.getByLabelText("Move Ben's testimonial up"));
    await waitFor(() =>
      expect(rest.rpc).toHaveBeenCalledWith('admin_reorder_testimonials', {
        ordered_ids: ['t2', 't1'],
      }),
    );
  });

  it('adds a new testimonial at the end of the list, published unless switched off', async () => {
    const rest = renderManager([testimonial('t1', 'Ana', 7)]);
    await screen.findByText('“Quote by Ana”');
    fireEvent.click(screen.getByText('New testimonial'));
    const dialog = screen.getByRole('dialog', { name: 'New testimonial' });
    fireEvent.click(within(dialog).getByText('Save'));
    expect(await within(dialog).findByText('Enter the author’s name')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the quote')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText(/^Author \*/), { target: { value: 'Cy' } });
    fireEvent.change(within(dialog).getByLabelText(/^Quote/), { target: { value: 'Lovely' } });
    fireEvent.change(within(dialog).getByLabelText('Rating'), { target: { value: '' } });
    expect(within(dialog).getByLabelText('Published on the home page')).toBeChecked();
    fireEvent.click(within(dialog).getByText('Save'));
    expect(await toasts().findByText('It is shown on the home page.')).toBeInTheDocument();
    expect(rest.calls.find((c) => c.op === 'insert')?.values).toEqual({
      author_name: 'Cy',
      author_title: null,
      quote: 'Lovely',
      rating: null,
      published: true,
      sort_order: 8,
    });
  });

  it('names the quote in the delete confirmation', async () => {
    renderManager([testimonial('t1', 'Ana', 1)]);
    await screen.findByText('“Quote by Ana”');
    fireEvent.click(screen.getByLabelText("Delete Ana's testimonial"));
    expect(screen.getByRole('dialog', { name: 'Delete this testimonial?' })).toHaveTextContent(
      'The quote by Ana will be removed for good.',
    );
  });
});
