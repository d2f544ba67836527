import { LastUpdated, LoadError, LoadingFallback, Page } from '@astro/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useSearchParams } from '@astro/shared';
import { useLessonProgress } from '../hooks/use-lesson-progress';
import { findLesson } from '../model/catalog';
import { LessonSearch } from './lesson-search';
import { ModuleList } from './module-list';
import { ResumeCard } from './resume-card';

// A lesson (its renderer, quiz and illustrations) is a separate chunk from the course overview.
const LessonView = lazy(() => import('./lesson-view'));

const DESCRIPTION =
  'Learn to read a natal chart: short lessons with illustrations and quizzes, from the zodiac to a whole chart.';

export default function CurriculumPage() {
  const [params, setParams] = useSearchParams();
  const lessonSlug = params.get('lesson');

  if (lessonSlug) {
    const summary = findLesson(lessonSlug);
    if (!summary) {
      return (
        <Page title="Lesson not found" description={DESCRIPTION} source="learning">
          <Alert severity="warning" sx={{ mb: 2 }}>
            There is no lesson called “{lessonSlug}”. It may have been renamed.
          </Alert>
          <Button component={RouterLink} to="/learning" variant="contained">
            See all lessons
          </Button>
        </Page>
      );
    }
    return (
      <Suspense fallback={<LoadingFallback />}>
        <LessonView summary={summary} />
      </Suspense>
    );
  }

  const query = params.get('q') ?? '';
  const setQuery = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('q', value);
    else next.delete('q');
    setParams(next, { replace: true });
  };
  return (
    <Page title="Learning" description={DESCRIPTION} source="learning">
      <Overview query={query} onQueryChange={setQuery} />
    </Page>
  );
}

function Overview({
  query,
  onQueryChange,
}: {
  query: string;
  onQueryChange: (value: string) => void;
}) {
  const { rows, bySlug, isLoading, error, refetch, fulfilledTimeStamp } = useLessonProgress();
  return (
    <>
      <Typography sx={{ mb: 3 }} color="text.secondary">
        Six modules take you from the basics of the zodiac to reading a whole chart, using your own
        saved chart as the example when you have one. Your progress is saved to your account, so you
        can continue on any device. Curious how the AI assistants answer?{' '}
        <Link component={RouterLink} to="/learning/brain-info">
          Learn about the brains
        </Link>
        .
      </Typography>
      <LastUpdated at={fulfilledTimeStamp} />
      {error && (
        <LoadError
          severity="warning"
          sx={{ mb: 3 }}
          message="Your progress could not be loaded."
          detail="The lessons still work; progress will show once it loads."
          onRetry={() => void refetch()}
        />
      )}
      <ResumeCard rows={rows} loading={isLoading} />
      <LessonSearch query={query} onQueryChange={onQueryChange} />
      <ModuleList progress={bySlug} />
    </>
  );
}
