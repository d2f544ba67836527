import AddIcon from '@mui/icons-material/Add';
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
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ToneBadge, useToast, type BadgeTone } from '../../../components';
import { formatDateTime, toDateTimeLocal } from '../../../lib/format-date';
import {
  useAllAnnouncementsQuery,
  useCreateAnnouncementMutation,
  useDeleteAnnouncementMutation,
  useUpdateAnnouncementMutation,
} from '../api/announcements-api';
import {
  EMPTY_ANNOUNCEMENT,
  IMPORTANT_ABOVE,
  isLive,
  TYPE_LABELS,
  type Announcement,
  type AnnouncementType,
  type AnnouncementValues,
} from '../model/announcement';
import { AnnouncementDialog } from './announcement-dialog';
import { MarkdownPreview } from './markdown-preview';

const TYPE_TONES: Record<AnnouncementType, BadgeTone> = {
  info: 'blue',
  success: 'green',
  warning: 'yellow',
  error: 'red',
};

type Editing = { kind: 'new' } | { kind: 'edit'; announcement: Announcement } | null;

/** Beyond the spec: admins write the announcements every user's bell shows, live. */
export function AnnouncementsManager() {
  const toast = useToast();
  const list = useAllAnnouncementsQuery();
  const [create] = useCreateAnnouncementMutation();
  const [update] = useUpdateAnnouncementMutation();
  const [remove] = useDeleteAnnouncementMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  const items = list.data ?? [];
  const fail = (description: string) =>
    toast({ title: 'Error', description, variant: 'destructive' });

  const save = async (values: AnnouncementValues) => {
    const result =
      editing?.kind === 'edit'
        ? await update({ id: editing.announcement.id, values })
        : await create(values);
    if ('error' in result || result.data.length === 0) {
      fail('Failed to save the announcement');
      return false;
    }
    toast({
      title: 'Announcement saved',
      description: isLive({ is_active: values.is_active, expires_at: values.expires_at })
        ? 'Users see it now.'
        : 'It is not shown to users.',
    });
    return true;
  };

  const toggleActive = async (a: Announcement) => {
    const result = await update({ id: a.id, values: { is_active: !a.is_active } });
    if ('error' in result || result.data.length === 0) fail('Failed to change the announcement');
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await remove(deleting.id);
    setDeleting(null);
    if ('error' in result) fail('Failed to delete the announcement');
    else toast({ title: 'Announcement deleted', description: `“${deleting.title}” was deleted.` });
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="announcements-manager-title"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Typography id="announcements-manager-title" variant="h5" component="h2" sx={{ flex: 1 }}>
          Announcements
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setEditing({ kind: 'new' })}
        >
          New announcement
        </Button>
      </Stack>
      {list.isError && <Typography color="error">Failed to load announcements.</Typography>}
      {list.data && items.length === 0 && (
        <Typography color="text.secondary">No announcements yet.</Typography>
      )}
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((a) => (
          <Paper
            component="li"
            key={a.id}
            variant="outlined"
            sx={{ p: 2 }}
            data-announcement-id={a.id}
          >
            <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}
                >
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                    {a.title}
                  </Typography>
                  <ToneBadge tone={TYPE_TONES[a.type]} label={TYPE_LABELS[a.type]} />
                  {a.priority > IMPORTANT_ABOVE && <ToneBadge tone="red" label="Important" />}
                  {!isLive(a) && (
                    <ToneBadge tone="grey" label={a.is_active ? 'Expired' : 'Inactive'} />
                  )}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  Priority {a.priority} · created {formatDateTime(a.created_at)}
                  {a.expires_at ? ` · expires ${formatDateTime(a.expires_at)}` : ''}
                </Typography>
                <Box sx={{ mt: 1, maxHeight: 160, overflow: 'auto' }}>
                  <MarkdownPreview source={a.content} />
                </Box>
              </Box>
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                <FormControlLabel
                  control={<Switch checked={a.is_active} onChange={() => void toggleActive(a)} />}
                  label="Active"
                />
                <Tooltip title="Edit">
                  <IconButton
                    aria-label={`Edit announcement “${a.title}”`}
                    onClick={() => setEditing({ kind: 'edit', announcement: a })}
                  >
                    <EditIcon />
                  </IconButton>
                </Tooltip>
                <Tooltip title="Delete">
                  <IconButton
                    aria-label={`Delete announcement “${a.title}”`}
                    onClick={() => setDeleting(a)}
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
        <AnnouncementDialog
          title={editing.kind === 'new' ? 'New announcement' : 'Edit announcement'}
          initial={
            editing.kind === 'new'
              ? EMPTY_ANNOUNCEMENT
              : {
                  title: editing.announcement.title,
                  content: editing.announcement.content,
                  type: editing.announcement.type,
                  priority: String(editing.announcement.priority),
                  is_active: editing.announcement.is_active,
                  expires_at: toDateTimeLocal(editing.announcement.expires_at),
                }
          }
          onCancel={() => setEditing(null)}
          onSave={save}
        />
      )}
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        aria-labelledby="delete-announcement-title"
      >
        <DialogTitle id="delete-announcement-title">Delete this announcement?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            “{deleting?.title}” disappears from every user’s announcements.
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
