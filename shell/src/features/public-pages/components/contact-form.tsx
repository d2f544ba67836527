import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  EMPTY_DRAFT,
  MESSAGE_MAX,
  validateContactDraft,
  type ContactDraft,
  type ContactField,
  type ContactFieldErrors,
  type ContactMessageInput,
} from '../model/contact-message';
import {
  checkThrottle,
  CONTACT_THROTTLE,
  describeWait,
  readHistory,
  recordSubmission,
} from '../model/submission-throttle';
import { OutlinedTextField } from '../../../components/outlined-text-field';
import { ContactCategoryField } from './contact-category-field';

export interface ContactFormProps {
  /** Saves the message; rejects with an Error whose message is shown to the visitor. */
  send: (message: ContactMessageInput) => Promise<void>;
  /** Pre-filled for signed-in visitors. */
  defaultEmail?: string;
  supportEmail: string;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => number;
}

/** The message field's height before it grows with its text. */
const MESSAGE_ROWS = 6;

type Status =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'failed'; message: string }
  | { kind: 'sent'; name: string; email: string };

const FIELD_ORDER: ContactField[] = ['name', 'email', 'subject', 'category', 'message'];

export function ContactForm({
  send,
  defaultEmail = '',
  supportEmail,
  storage,
  now = Date.now,
}: ContactFormProps) {
  const [draft, setDraft] = useState<ContactDraft>({ ...EMPTY_DRAFT, email: defaultEmail });
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const [honeypot, setHoneypot] = useState('');
  const [validated, setValidated] = useState(false);
  const confirmation = useRef<HTMLDivElement>(null);
  const store = storage ?? window.localStorage;

  useEffect(() => {
    if (status.kind === 'sent') confirmation.current?.focus();
  }, [status.kind]);

  const update = (field: ContactField, value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    // After a first attempt, errors follow the typing so a fixed field clears at once.
    if (validated) {
      const result = validateContactDraft(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    setValidated(true);
    const result = validateContactDraft(draft);
    if (!result.ok) {
      setErrors(result.errors);
      const first = FIELD_ORDER.find((field) => result.errors[field]);
      // The first invalid field takes the focus, so keyboard and screen-reader users land on the problem.
      if (first) document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    setErrors({});
    // A filled honeypot means a script filled every field it found: pretend success, store nothing.
    if (honeypot.trim()) {
      setStatus({ kind: 'sent', name: result.value.name, email: result.value.email });
      return;
    }
    const verdict = checkThrottle(readHistory(store), now(), CONTACT_THROTTLE);
    if (!verdict.allowed) {
      setStatus({
        kind: 'failed',
        message: `You have just sent us messages from this browser. Please wait ${describeWait(verdict.retryAfterMs)} before sending another, or write to ${supportEmail}.`,
      });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      await send(result.value);
      recordSubmission(store, now());
      setStatus({ kind: 'sent', name: result.value.name, email: result.value.email });
    } catch (error) {
      setStatus({
        kind: 'failed',
        message:
          error instanceof Error && error.message
            ? error.message
            : 'The message could not be sent. Please try again.',
      });
    }
  };

  if (status.kind === 'sent') {
    return (
      <Alert severity="success" variant="outlined" role="status" ref={confirmation} tabIndex={-1}>
        <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
          Message sent
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Thank you, {status.name}. We have received your message and will reply to {status.email}.
          You do not need to send it again.
        </Typography>
        <Button
          variant="outlined"
          onClick={() => {
            setDraft({ ...EMPTY_DRAFT, name: draft.name, email: draft.email });
            setValidated(false);
            setStatus({ kind: 'editing' });
          }}
        >
          Write another message
        </Button>
      </Alert>
    );
  }

  const fieldProps = (field: ContactField) => ({
    id: `contact-${field}`,
    name: field,
    value: draft[field],
    onChange: (event: { target: { value: string } }) => update(field, event.target.value),
    error: Boolean(errors[field]),
    helperText: errors[field] ?? ' ',
    fullWidth: true,
    required: true,
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Contact form"
      sx={{ display: 'grid', gap: 1 }}
    >
      {status.kind === 'failed' && (
        <Alert severity="error" role="alert">
          {status.message} What you wrote is still in the form.
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <OutlinedTextField label="Name" autoComplete="name" {...fieldProps('name')} />
        <OutlinedTextField
          label="E-mail"
          type="email"
          autoComplete="email"
          {...fieldProps('email')}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <OutlinedTextField label="Subject" {...fieldProps('subject')} />
        <ContactCategoryField {...fieldProps('category')} />
      </Box>
      <OutlinedTextField
        label="Message"
        // A plain textarea rather than MUI's multiline field: that one measures a hidden twin in a
        // layout effect, which forces a layout of the whole page in start-up's first commit. The
        // browser grows this one with its text instead, where it can (CSS field-sizing).
        slotProps={{ input: { inputComponent: 'textarea' }, htmlInput: { rows: MESSAGE_ROWS } }}
        sx={{
          '& textarea': {
            height: 'auto',
            minHeight: `${MESSAGE_ROWS * 1.4375}em`,
            fieldSizing: 'content',
            resize: 'vertical',
          },
        }}
        {...fieldProps('message')}
        helperText={errors.message ?? `${draft.message.length} / ${MESSAGE_MAX} characters`}
      />
      {/* Hidden from people and assistive technology; only form-filling scripts find it. */}
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          left: '-10000px',
          width: '1px',
          height: '1px',
          overflow: 'hidden',
        }}
      >
        <label htmlFor="contact-website">Leave this field empty</label>
        <input
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </Box>
      <Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          endIcon={<SendIcon />}
          loading={status.kind === 'sending'}
        >
          Send message
        </Button>
      </Box>
    </Box>
  );
}
