import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import type { WorkedExampleStep } from '../../../content-schema/lesson-schema';
import { ordinal, pointInfo } from '../../../lib/zodiac';
import { ownChartQuestion } from '../model/own-chart-question';
import type { ReadingChart } from '../model/reading-chart';
import { ChartWheel, type WheelHighlight } from './chart-wheel';

/**
 * A question answered from the worked example's chart, beside its wheel. The wheel marks the
 * planet asked about; once the answer is checked it also marks the planet's house (or sign).
 * Built like the lesson quiz: a fieldset of radio buttons, feedback announced politely.
 */
export function OwnChartQuiz({ chart, step }: { chart: ReadingChart; step: WorkedExampleStep }) {
  const baseId = useId();
  const question = useMemo(() => ownChartQuestion(chart, step), [chart, step]);
  const [choice, setChoice] = useState<number | null>(null);
  const [checked, setChecked] = useState(false);
  if (!question) return null;

  const correct = checked && choice === question.answerIndex;
  const label = pointInfo(question.point).label;
  const highlight: WheelHighlight = {
    point: question.point,
    house: checked ? question.house : null,
    sign: checked && question.kind === 'sign' ? question.sign : null,
  };
  const marked = !checked
    ? label
    : question.house !== null
      ? `${label} and the ${ordinal(question.house)} house`
      : `${label} and ${question.sign}`;
  const headingId = `${baseId}-heading`;
  const legendId = `${baseId}-legend`;

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid="own-chart-quiz"
      sx={{ mt: 3 }}
    >
      <Typography id={headingId} variant="h6" component="h3" gutterBottom>
        {chart.source === 'saved' ? 'A question on your chart' : 'A question on the example chart'}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '320px 1fr' },
          alignItems: 'start',
        }}
      >
        <ChartWheel
          chart={chart}
          title={`Chart wheel of ${chart.name}, with ${marked} highlighted`}
          highlight={highlight}
        />
        <Box
          component="form"
          aria-label="Question on your chart"
          onSubmit={(event) => {
            event.preventDefault();
            if (choice !== null) setChecked(true);
          }}
        >
          <FormControl component="fieldset" disabled={checked} sx={{ width: '100%' }}>
            <FormLabel
              component="legend"
              id={legendId}
              sx={{
                color: 'text.primary',
                fontWeight: 600,
                mb: 1,
                '&.Mui-disabled': { color: 'text.primary' },
              }}
            >
              {question.question}
            </FormLabel>
            <RadioGroup
              aria-labelledby={legendId}
              value={choice === null ? '' : String(choice)}
              onChange={(event) => setChoice(Number(event.target.value))}
              sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))',
              }}
            >
              {question.options.map((option, index) => (
                <FormControlLabel
                  key={option}
                  value={String(index)}
                  control={<Radio />}
                  label={option}
                  sx={{ '& .MuiFormControlLabel-label.Mui-disabled': { color: 'text.primary' } }}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <Box aria-live="polite" sx={{ mt: 1 }}>
            {checked && (
              <Alert severity={correct ? 'success' : 'error'} data-testid="own-chart-feedback">
                <strong>
                  {correct
                    ? 'Correct.'
                    : `Not quite. The answer is: ${question.options[question.answerIndex]}.`}
                </strong>{' '}
                {question.explanation}
              </Alert>
            )}
          </Box>
          <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
            {!checked ? (
              <Button type="submit" variant="contained" disabled={choice === null}>
                Check answer
              </Button>
            ) : (
              <Button
                variant="outlined"
                onClick={() => {
                  setChecked(false);
                  setChoice(null);
                }}
              >
                Try again
              </Button>
            )}
          </Stack>
        </Box>
      </Box>
    </Box>
  );
}
