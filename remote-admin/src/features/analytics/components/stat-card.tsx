import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function StatCard({
  label,
  value,
  hint,
  icon,
}: {
  label: string;
  value: number | undefined;
  hint?: string;
  icon?: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      component="figure"
      sx={{ m: 0, p: 2, display: 'flex', flexDirection: 'column', gap: 0.5 }}
    >
      <Typography
        component="figcaption"
        variant="body2"
        color="text.secondary"
        sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
      >
        {icon}
        {label}
      </Typography>
      {value === undefined ? (
        <Skeleton width={80} height={40} />
      ) : (
        <Typography variant="h4" component="p" data-stat={label}>
          {value.toLocaleString()}
        </Typography>
      )}
      {hint && (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Paper>
  );
}
