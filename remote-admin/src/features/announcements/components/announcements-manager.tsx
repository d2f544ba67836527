import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CrudManager, ToneBadge, type BadgeTone, type CrudConfig } from '../../../components';
import { formatDateTime } from '../../../lib/format-date';
import {
  useAllAnnouncementsQuery,
  useCreateAnnouncementMutation,
  useDeleteAnnouncementMutation,
  useUpdateAnnouncementMutation,
} from '../api/announcements-api';
import {
  ANNOUNCEMENT_TYPES,
  announcementFormSchema,
  draftOf,
  EMPTY_ANNOUNCEMENT,
  IMPORTANT_ABOVE,
  isLive,
  TYPE_LABELS,
  type Announcement,
  type AnnouncementDraft,
  type AnnouncementType,
  type AnnouncementValues,
} from '../model/announcement';
import { AnnouncementPreview } from './announcement-preview';
import { MarkdownPreview } from './markdown-preview';

const TYPE_TONES: Record<AnnouncementType, BadgeTone> = {
  info: 'blue',
  success: 'green',
  warning: 'yellow',
  error: 'red',
};

function AnnouncementSummary({ announcement: a }: { announcement: Announcement }) {
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {a.title}
        </Typography>
        <ToneBadge tone={TYPE_TONES[a.type]} label={TYPE_LABELS[a.type]} />
        {a.priority > IMPORTANT_ABOVE && <ToneBadge tone="red" label="Important" />}
        {!isLive(a) && <ToneBadge tone="grey" label={a.is_active ? 'Expired' : 'Inactive'} />}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Priority {a.priority} · created {formatDateTime(a.created_at)}
        {a.expires_at ? ` · expires ${formatDateTime(a.expires_at)}` : ''}
      </Typography>
      <Box sx={{ mt: 1, maxHeight: 160, overflow: 'auto' }}>
        <MarkdownPreview source={a.content} />
      </Box>
    </>
  );
}

const ANNOUNCEMENTS: CrudConfig<Announcement, AnnouncementDraft, AnnouncementValues> = {
  name: 'announcement',
  api: {
    useList: useAllAnnouncementsQuery,
    useCreate: useCreateAnnouncementMutation,
    useUpdate: useUpdateAnnouncementMutation,
    useRemove: useDeleteAnnouncementMutation,
  },
  schema: announcementFormSchema,
  empty: EMPTY_ANNOUNCEMENT,
  toDraft: draftOf,
  toCreate: (values) => values,
  fields: [
    { kind: 'text', key: 'title', label: 'Title', required: true },
    {
      kind: 'text',
      key: 'content',
      label: 'Content (markdown)',
      required: true,
      multiline: true,
      minRows: 6,
      hint: '# heading, **bold**, *italic*, `code`, - lists, [links](https://…)',
    },
    [
      {
        kind: 'select',
        key: 'type',
        label: 'Type',
        options: ANNOUNCEMENT_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] })),
      },
      {
        kind: 'text',
        key: 'priority',
        label: 'Priority',
        type: 'number',
        htmlInput: { min: 0, max: 100, step: 1 },
        hint: `0–100; above ${IMPORTANT_ABOVE} shows “Important”`,
      },
    ],
    {
      kind: 'text',
      key: 'expires_at',
      label: 'Expires',
      type: 'datetime-local',
      hint: 'Leave empty to keep it until you switch it off',
    },
    { kind: 'switch', key: 'is_active', label: 'Active (shown to users)' },
  ],
  preview: (draft) => <AnnouncementPreview title={draft.title} content={draft.content} />,
  dialogWidth: 'md',
  renderItem: (a) => <AnnouncementSummary announcement={a} />,
  toggle: {
    label: 'Active',
    isOn: (a) => a.is_active,
    patch: (_, on) => ({ is_active: on }),
    failed: 'Failed to change the announcement',
  },
  texts: {
    heading: 'Announcements',
    newItem: 'New announcement',
    editItem: 'Edit announcement',
    loading: 'Loading announcements…',
    loadFailed: 'Failed to load announcements.',
    empty: 'No announcements yet.',
    saveFailed: 'Failed to save the announcement',
    saved: (values) => ({
      title: 'Announcement saved',
      description: isLive(values) ? 'Users see it now.' : 'It is not shown to users.',
    }),
    editLabel: (a) => `Edit announcement “${a.title}”`,
    deleteLabel: (a) => `Delete announcement “${a.title}”`,
    deleteTitle: 'Delete this announcement?',
    deleteWarning: (a) => `“${a.title}” disappears from every user’s announcements.`,
    deleteFailed: 'Failed to delete the announcement',
    deleted: (a) => ({ title: 'Announcement deleted', description: `“${a.title}” was deleted.` }),
  },
};

/** Beyond the spec: admins write the announcements every user's bell shows, live. */
export function AnnouncementsManager() {
  return <CrudManager config={ANNOUNCEMENTS} />;
}
