import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@astro/shared';
import { curriculum } from '../model/catalog';
import {
  type LessonProgress,
  overallCompletion,
  progressBySlug,
  resumeSuggestion,
} from '../model/progress';

export function ResumeCard({
  rows,
  loading,
}: {
  rows: readonly LessonProgress[];
  loading: boolean;
}) {
  const suggestion = resumeSuggestion(curriculum, rows);
  const { completed, total } = overallCompletion(curriculum, progressBySlug(rows));
  return (
    <Paper
      component="section"
      aria-labelledby="resume-heading"
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, mb: 4 }}
    >
      <Typography id="resume-heading" variant="h5" component="h2" gutterBottom>
        {suggestion.kind === 'start' ? 'Start learning' : 'Continue where you left off'}
      </Typography>
      {loading ? (
        <Typography color="text.secondary">Loading your progress…</Typography>
      ) : (
        <Stack spacing={2}>
          {suggestion.kind === 'done' ? (
            <Typography>
              You have completed every lesson. Revisit any module below, or try the worked examples
              with another saved chart.
            </Typography>
          ) : (
            <>
              <Typography>
                {suggestion.kind === 'start'
                  ? 'Begin with the first lesson of Foundations. Each lesson takes about five minutes and ends with a short quiz.'
                  : suggestion.lesson.slug === suggestion.lastVisited.slug
                    ? `You were reading “${suggestion.lesson.title}”.`
                    : `You finished “${suggestion.lastVisited.title}”. Next up is “${suggestion.lesson.title}”.`}
              </Typography>
              <Button
                component={RouterLink}
                to={`/learning?lesson=${suggestion.lesson.slug}`}
                variant="contained"
                sx={{ alignSelf: 'flex-start' }}
                data-testid="resume-button"
              >
                {suggestion.kind === 'start' ? 'Start' : 'Continue'}: {suggestion.lesson.title}
              </Button>
            </>
          )}
          <Stack spacing={0.5}>
            <Typography variant="body2" color="text.secondary" id="overall-progress-label">
              {completed} of {total} lessons completed
            </Typography>
            <LinearProgress
              variant="determinate"
              value={total ? (completed / total) * 100 : 0}
              aria-labelledby="overall-progress-label"
            />
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}
