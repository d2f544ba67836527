import Stack from '@mui/material/Stack';
import { ToneBadge } from '../../../components';
import {
  PRIORITY_TONES,
  STATUS_LABELS,
  STATUS_TONES,
  type ContactMessage,
} from '../model/contact-message';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function MessageBadges({
  message,
}: {
  message: Pick<ContactMessage, 'status' | 'priority'>;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <ToneBadge
        tone={STATUS_TONES[message.status]}
        label={STATUS_LABELS[message.status]}
        title="Status"
      />
      <ToneBadge
        tone={PRIORITY_TONES[message.priority]}
        label={`${capitalise(message.priority)} priority`}
        title="Priority"
      />
    </Stack>
  );
}
