import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { barShares, featureLabel, type FeatureUsage } from '../model/analytics';

/** product §2: the Feature Usage bar list, most used first. */
export function FeatureUsageList({ rows }: { rows: FeatureUsage[] }) {
  if (rows.length === 0)
    return <Typography color="text.secondary">No feature usage recorded yet.</Typography>;
  const shares = barShares(rows);
  return (
    <Box
      component="ol"
      aria-label="Feature usage"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
    >
      {rows.map((row, i) => (
        <Box component="li" key={row.feature} data-feature={row.feature}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Typography variant="body2">{featureLabel(row.feature)}</Typography>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }} data-uses>
              {row.uses.toLocaleString()}
            </Typography>
          </Box>
          <Box
            aria-hidden="true"
            sx={{ height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}
          >
            <Box
              sx={{ width: `${shares[i]}%`, height: 1, bgcolor: 'primary.main', borderRadius: 4 }}
            />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
