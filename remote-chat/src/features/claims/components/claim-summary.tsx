import FactCheck from '@mui/icons-material/FactCheck';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClaimChecks } from '../model/claim-checks';
import { claimSummary, correctionNote } from '../model/claim-wording';

export interface ClaimSummaryProps {
  checks: ClaimChecks;
  /** Per claim, whether it is marked in the answer's text; wrong claims that are not get listed here. */
  placed?: readonly boolean[];
}

/** Under an answer: "2 chart claims checked, 1 wrong", and corrections not shown in the text. */
export function ClaimSummary({ checks, placed }: ClaimSummaryProps) {
  const summary = claimSummary(checks);
  if (!summary) return null;
  const unmarked = placed
    ? checks.claims.filter((claim, index) => claim.verdict === 'wrong' && !placed[index])
    : [];
  return (
    <Box
      component="section"
      aria-label="Chart claims"
      data-testid="claim-summary"
      sx={{ mt: 1.5, pt: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
        <FactCheck
          fontSize="small"
          aria-hidden="true"
          color={checks.wrong > 0 ? 'warning' : 'success'}
        />
        <Typography variant="body2" color="text.secondary">
          {summary}
        </Typography>
      </Stack>
      {unmarked.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 3 }}>
          {unmarked.map((claim, index) => (
            <Typography component="li" variant="body2" key={`${claim.text}-${index}`}>
              “{claim.text}”: {correctionNote(claim, checks)}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
