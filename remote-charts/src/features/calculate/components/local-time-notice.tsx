import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { BirthInstant } from '@astro/astrology';

export interface LocalTimeNoticeProps {
  /** The zone whose history read the clock; null when a rule the user set read it instead. */
  timeZone: string | null;
  instant: BirthInstant;
  /** Index of the chosen reading when the clock time was ambiguous or missing. */
  choice: number | null;
  onChoose: (index: number) => void;
}

/** The time zone and UT offset the birth time is read with; at a clock change, the user's choice. */
export function LocalTimeNotice({ timeZone, instant, choice, onChoose }: LocalTimeNoticeProps) {
  if (instant.kind === 'unique') {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="local-time" role="status">
        {timeZone && (
          <>
            Time zone <strong>{timeZone}</strong>,{' '}
          </>
        )}
        <strong data-testid="utc-offset">{instant.offsetText}</strong>. {instant.explanation}
      </Typography>
    );
  }
  return (
    <Alert severity="warning" data-testid="local-time-choice">
      <FormControl>
        <FormLabel id="local-time-choice-label" sx={{ color: 'inherit', '&.Mui-focused': { color: 'inherit' } }}>
          {instant.reason === 'ambiguous' ? 'This clock time happened twice' : 'This clock time did not exist'}
        </FormLabel>
        <Typography variant="body2" sx={{ my: 1 }}>
          {instant.explanation}
        </Typography>
        <RadioGroup
          aria-labelledby="local-time-choice-label"
          value={choice === null ? '' : String(choice)}
          onChange={(event) => onChoose(Number(event.target.value))}
        >
          {instant.choices.map((option, index) => (
            <FormControlLabel key={option.label} value={String(index)} control={<Radio size="small" />} label={option.label} />
          ))}
        </RadioGroup>
      </FormControl>
    </Alert>
  );
}
