import { AskAiButton, LoadingFallback, Page, RemoteWidget } from '@astro/shared';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, use, useEffect, useRef } from 'react';
import { Link as RouterLink } from '@astro/shared';
import type { CompiledLesson, LessonSummary } from '../../../content-schema/lesson-schema';
import { useRecordLessonOpened } from '../../feature-usage';
import { LessonIllustration } from '../../illustrations';
import { useRecordLessonVisitMutation } from '../api/lesson-progress-api';
import { useLessonProgress } from '../hooks/use-lesson-progress';
import { findModule, loadLesson, neighbours } from '../model/catalog';
import { LessonLoadBoundary } from './lesson-load-boundary';
import { useQuizSaving } from '../hooks/use-quiz-saving';
import { LessonQuiz } from './lesson-quiz';
import { MarkdownBlocks } from './markdown-blocks';

// Only the last module has worked examples; its chart code loads with the first of them.
const WorkedExample = lazy(() =>
  import('../../natal-reading').then((module) => ({ default: module.WorkedExample })),
);

/** The chat remote's Send-to-AI widget finds every element marked with this attribute. */
const SEND_TO_AI_SELECTOR = '[data-send-to-ai]';

export default function LessonView({ summary }: { summary: LessonSummary }) {
  return (
    <Page title={summary.title} description={summary.summary} source="learning" maxWidth={900}>
      <LessonLoadBoundary resetKey={summary.slug}>
        <Suspense fallback={<LoadingFallback />}>
          <LessonContent key={summary.slug} summary={summary} />
        </Suspense>
      </LessonLoadBoundary>
    </Page>
  );
}

function LessonContent({ summary }: { summary: LessonSummary }) {
  const lesson = use(loadLesson(summary.slug));
  const module = findModule(lesson.moduleSlug);
  const position = (module?.lessons.findIndex((l) => l.slug === lesson.slug) ?? 0) + 1;
  const { previous, next } = neighbours(lesson.slug);
  const { userId, bySlug } = useLessonProgress();
  const progress = bySlug.get(lesson.slug);
  useRecordLessonOpened(lesson.slug);
  useRecordVisit(userId, lesson);
  const quiz = useQuizSaving(userId, lesson);
  const reading = useRef<HTMLDivElement>(null);

  return (
    <Box component="article" data-lesson={lesson.slug}>
      <Breadcrumbs aria-label="Lesson location" sx={{ mb: 2 }}>
        <Link component={RouterLink} to="/learning">
          Learning
        </Link>
        <Typography color="text.primary">{module?.title}</Typography>
      </Breadcrumbs>
      <Stack direction="row" spacing={1} sx={{ mb: 3, flexWrap: 'wrap', rowGap: 1 }}>
        <Chip label={`Lesson ${position} of ${module?.lessons.length ?? 1}`} size="small" />
        <Chip label={`${lesson.minutes} min read`} size="small" />
        {progress?.completed && <Chip color="success" label="Completed" size="small" />}
        {progress?.quizScore != null && progress.quizTotal != null && (
          <Chip
            variant="outlined"
            label={`Best quiz score ${progress.quizScore} of ${progress.quizTotal}`}
            size="small"
          />
        )}
      </Stack>

      <Box sx={{ mb: 3 }}>
        <LessonIllustration illustration={lesson.illustration} />
      </Box>

      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <AskAiButton target={reading} />
      </Box>
      <Box ref={reading} data-send-to-ai={lesson.title} data-testid="lesson-reading">
        <MarkdownBlocks blocks={lesson.body} />
        <Paper
          component="section"
          variant="outlined"
          aria-labelledby="key-points-heading"
          sx={{ p: { xs: 2, md: 3 }, my: 3 }}
        >
          <Typography id="key-points-heading" variant="h5" component="h2" gutterBottom>
            Key points
          </Typography>
          <Box component="ul" sx={{ pl: 3, m: 0, '& > li': { mb: 1 } }}>
            {lesson.keyPoints.map((point) => (
              <Typography component="li" key={point}>
                {point}
              </Typography>
            ))}
          </Box>
        </Paper>
      </Box>
      {/* Rendered once per page; when the chat remote is down it renders nothing. */}
      <RemoteWidget
        id="astro_chat/SendToAi"
        props={{ targetSelector: SEND_TO_AI_SELECTOR }}
        fallback={null}
      />

      {lesson.workedExample && (
        <Box sx={{ my: 3 }}>
          <Suspense fallback={<LoadingFallback />}>
            <WorkedExample step={lesson.workedExample} />
          </Suspense>
        </Box>
      )}

      <Box component="section" aria-labelledby="quiz-heading" sx={{ my: 4 }}>
        <Typography id="quiz-heading" variant="h5" component="h2" gutterBottom>
          Check your understanding
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Answer all {lesson.quiz.length} questions, then check your answers. A passing score
          completes the lesson.
        </Typography>
        <LessonQuiz
          questions={lesson.quiz}
          onSubmit={quiz.submit}
          onRetrySave={quiz.retry}
          save={quiz.state}
        />
      </Box>

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        component="nav"
        aria-label="Lesson navigation"
        sx={{ justifyContent: 'space-between', mt: 4 }}
      >
        {previous ? (
          <Button
            component={RouterLink}
            to={`/learning?lesson=${previous.slug}`}
            variant="outlined"
          >
            ← Previous: {previous.title}
          </Button>
        ) : (
          <span />
        )}
        {next ? (
          <Button component={RouterLink} to={`/learning?lesson=${next.slug}`} variant="contained">
            Next: {next.title} →
          </Button>
        ) : (
          <Button component={RouterLink} to="/learning" variant="contained">
            Back to all lessons
          </Button>
        )}
      </Stack>
    </Box>
  );
}

/** Opening a lesson makes it the one to resume from, on every device. */
function useRecordVisit(userId: string | null, lesson: CompiledLesson) {
  const [recordVisit] = useRecordLessonVisitMutation();
  useEffect(() => {
    if (!userId) return;
    const timer = setTimeout(() => {
      recordVisit({ userId, lessonSlug: lesson.slug, moduleSlug: lesson.moduleSlug })
        .unwrap()
        .catch((error: unknown) => console.warn('Could not record the lesson visit', error));
    }, 0);
    return () => clearTimeout(timer);
  }, [userId, lesson.slug, lesson.moduleSlug, recordVisit]);
}
