import { Page } from '@astro/shared';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';

/** The narrow page of the sign-in flows: a title, an optional sentence of introduction, the form. */
export function AuthPage({
  title,
  description,
  intro,
  children,
}: {
  title: string;
  description: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Page title={title} description={description} maxWidth={480}>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Page>
  );
}

/**
 * A form of the sign-in flows: its fields, one large submit button (disabled while `busy`), then
 * whatever follows it. The browser's own validation is off; the fields show zod's messages.
 */
export function AuthForm({
  onSubmit,
  busy,
  submitLabel,
  label,
  children,
  footer,
}: {
  onSubmit: (event: FormEvent) => void;
  busy: boolean;
  submitLabel: string;
  /** The form's accessible name, when the page holds more than one thing. */
  label?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label={label}>
      {children}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {submitLabel}
      </Button>
      {footer}
    </Stack>
  );
}
