import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** One titled block of the profile or dashboard, labelled for assistive technology by its heading. */
export function SectionCard({
  title,
  intro,
  children,
  tone = 'default',
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'danger';
}) {
  const id = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 3 }, borderColor: tone === 'danger' ? 'error.main' : undefined }}
    >
      <Stack spacing={2}>
        <Typography
          id={id}
          variant="h2"
          component="h2"
          sx={{ fontSize: '1.35rem', fontWeight: 600 }}
        >
          {title}
        </Typography>
        {intro && <Typography color="text.secondary">{intro}</Typography>}
        {children}
      </Stack>
    </Paper>
  );
}
