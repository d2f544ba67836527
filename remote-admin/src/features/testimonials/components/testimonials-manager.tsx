import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useToast } from '../../../components';
import {
  useAllTestimonialsQuery,
  useCreateTestimonialMutation,
  useDeleteTestimonialMutation,
  useReorderTestimonialsMutation,
  useUpdateTestimonialMutation,
} from '../api/testimonials-api';
import {
  draftOf,
  EMPTY_TESTIMONIAL,
  moveId,
  nextSortOrder,
  type Testimonial,
  type TestimonialValues,
} from '../model/testimonial';
import { TestimonialDialog } from './testimonial-dialog';

type Editing = { kind: 'new' } | { kind: 'edit'; testimonial: Testimonial } | null;

/** Create, edit, publish, reorder and delete the quotes the home page shows. */
export function TestimonialsManager() {
  const toast = useToast();
  const list = useAllTestimonialsQuery();
  const [create] = useCreateTestimonialMutation();
  const [update] = useUpdateTestimonialMutation();
  const [remove] = useDeleteTestimonialMutation();
  const [reorder, reordering] = useReorderTestimonialsMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Testimonial | null>(null);
  const items = list.data ?? [];

  const fail = (description: string) =>
    toast({ title: 'Error', description, variant: 'destructive' });

  const save = async (values: TestimonialValues): Promise<boolean> => {
    const result =
      editing?.kind === 'edit'
        ? await update({ id: editing.testimonial.id, values })
        : await create({ ...values, sort_order: nextSortOrder(items) });
    if ('error' in result || result.data.length === 0) {
      fail('Failed to save the testimonial');
      return false;
    }
    toast({
      title: 'Testimonial saved',
      description: values.published ? 'It is shown on the home page.' : 'It is saved as a draft.',
    });
    return true;
  };

  const togglePublished = async (t: Testimonial) => {
    const result = await update({ id: t.id, values: { published: !t.published } });
    if ('error' in result || result.data.length === 0) fail('Failed to change the testimonial');
    else
      toast({
        title: t.published ? 'Unpublished' : 'Published',
        description: t.published ? 'Removed from the home page.' : 'Now shown on the home page.',
      });
  };

  const move = async (t: Testimonial, direction: -1 | 1) => {
    const ids = items.map((item) => item.id);
    const next = moveId(ids, t.id, direction);
    if (next === ids) return;
    const result = await reorder(next);
    if ('error' in result) fail('Failed to reorder the testimonials');
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await remove(deleting.id);
    setDeleting(null);
    if ('error' in result) fail('Failed to delete the testimonial');
    else
      toast({
        title: 'Testimonial deleted',
        description: `The quote by ${deleting.author_name} was deleted.`,
      });
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="testimonials-manager-title"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Typography id="testimonials-manager-title" variant="h5" component="h2" sx={{ flex: 1 }}>
          Testimonials
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setEditing({ kind: 'new' })}
        >
          New testimonial
        </Button>
      </Stack>
      {list.isError && <Typography color="error">Failed to load testimonials.</Typography>}
      {list.data && items.length === 0 && (
        <Typography color="text.secondary">No testimonials yet.</Typography>
      )}
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((t, index) => (
          <Paper
            component="li"
            key={t.id}
            variant="outlined"
            sx={{ p: 2 }}
            data-testimonial-id={t.id}
          >
            <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography component="blockquote" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  “{t.quote}”
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {t.author_name}
                  {t.author_title ? `, ${t.author_title}` : ''}
                </Typography>
                {t.rating !== null && (
                  <Rating
                    value={t.rating}
                    readOnly
                    size="small"
                    aria-label={`Rated ${t.rating} out of 5`}
                  />
                )}
              </Box>
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <FormControlLabel
                  control={
                    <Switch checked={t.published} onChange={() => void togglePublished(t)} />
                  }
                  label="Published"
                  slotProps={{ typography: { variant: 'body2' } }}
                />
                <Tooltip title="Move up">
                  <span>
                    <IconButton
                      aria-label={`Move ${t.author_name}'s testimonial up`}
                      disabled={index === 0 || reordering.isLoading}
                      onClick={() => void move(t, -1)}
                    >
                      <ArrowUpwardIcon />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title="Move down">
                  <span>
                    <IconButton
                      aria-label={`Move ${t.author_name}'s testimonial down`}
                      disabled={index === items.length - 1 || reordering.isLoading}
                      onClick={() => void move(t, 1)}
                    >
                      <ArrowDownwardIcon />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title="Edit">
                  <IconButton
                    aria-label={`Edit ${t.author_name}'s testimonial`}
                    onClick={() => setEditing({ kind: 'edit', testimonial: t })}
                  >
                    <EditIcon />
                  </IconButton>
                </Tooltip>
                <Tooltip title="Delete">
                  <IconButton
                    aria-label={`Delete ${t.author_name}'s testimonial`}
                    onClick={() => setDeleting(t)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Tooltip>
              </Stack>
            </Box>
          </Paper>
        ))}
      </Stack>
      {editing && (
        <TestimonialDialog
          title={editing.kind === 'new' ? 'New testimonial' : 'Edit testimonial'}
          initial={editing.kind === 'new' ? EMPTY_TESTIMONIAL : draftOf(editing.testimonial)}
          onCancel={() => setEditing(null)}
          onSave={save}
        />
      )}
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        aria-labelledby="delete-testimonial-title"
      >
        <DialogTitle id="delete-testimonial-title">Delete this testimonial?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The quote by {deleting?.author_name} will be removed for good.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>Cancel</Button>
          <Button color="error" variant="contained" onClick={() => void confirmDelete()}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
