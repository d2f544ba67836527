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
import { useId, useState } from 'react';
import type { QuizQuestion } from '../../../content-schema/lesson-schema';
import type { SaveState } from '../hooks/use-quiz-saving';
import {
  isQuizComplete,
  passMark,
  type QuizAnswers,
  type QuizResult,
  scoreQuiz,
} from '../model/quiz-scoring';

interface LessonQuizProps {
  questions: QuizQuestion[];
  onSubmit: (result: QuizResult) => void;
  /** Retries saving the last result after a failure. */
  onRetrySave: () => void;
  save: SaveState;
}

export function LessonQuiz({ questions, onSubmit, onRetrySave, save }: LessonQuizProps) {
  const baseId = useId();
  const [answers, setAnswers] = useState<QuizAnswers>(() => questions.map(() => null));
  const [result, setResult] = useState<QuizResult | null>(null);
  const complete = isQuizComplete(questions, answers);

  const choose = (index: number, option: number) => {
    if (result) return;
    setAnswers((current) => current.map((value, i) => (i === index ? option : value)));
  };
  const submit = () => {
    const scored = scoreQuiz(questions, answers);
    setResult(scored);
    onSubmit(scored);
  };
  const retake = () => {
    setAnswers(questions.map(() => null));
    setResult(null);
  };

  return (
    <Box
      component="form"
      aria-label="Lesson quiz"
      onSubmit={(event) => {
        event.preventDefault();
        if (complete && !result) submit();
      }}
    >
      <Stack spacing={3}>
        {questions.map((question, index) => {
          const outcome = result?.questions[index];
          const labelId = `${baseId}-q${index}`;
          return (
            <FormControl
              key={index}
              component="fieldset"
              disabled={Boolean(result)}
              data-question={index}
            >
              <FormLabel
                component="legend"
                id={labelId}
                sx={{
                  color: 'text.primary',
                  fontWeight: 600,
                  mb: 1,
                  '&.Mui-disabled': { color: 'text.primary' },
                }}
              >
                {index + 1}. {question.question}
              </FormLabel>
              <RadioGroup
                aria-labelledby={labelId}
                value={answers[index] === null ? '' : String(answers[index])}
                onChange={(event) => choose(index, Number(event.target.value))}
              >
                {question.options.map((option, optionIndex) => (
                  <FormControlLabel
                    key={optionIndex}
                    value={String(optionIndex)}
                    control={<Radio />}
                    label={option}
                    sx={{ '& .MuiFormControlLabel-label.Mui-disabled': { color: 'text.primary' } }}
                  />
                ))}
              </RadioGroup>
              {outcome && (
                <Alert
                  severity={outcome.correct ? 'success' : 'error'}
                  sx={{ mt: 1 }}
                  data-testid="quiz-feedback"
                >
                  <strong>
                    {outcome.correct
                      ? 'Correct.'
                      : `Not quite. The answer is: ${question.options[question.answerIndex]}.`}
                  </strong>{' '}
                  {question.explanation}
                </Alert>
              )}
            </FormControl>
          );
        })}
      </Stack>
      <Box sx={{ mt: 3 }} aria-live="polite">
        {!result ? (
          <Button type="submit" variant="contained" disabled={!complete}>
            Check answers
          </Button>
        ) : (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="h6" component="p" role="status">
              You scored {result.score} of {result.total}.{' '}
              {result.passed
                ? 'Lesson complete!'
                : `You need ${passMark(result.total)} correct answers to complete this lesson.`}
            </Typography>
            {save.status === 'saving' && (
              <Typography color="text.secondary">Saving your progress…</Typography>
            )}
            {save.status === 'saved' && (
              <Typography color="text.secondary">Your progress is saved.</Typography>
            )}
            {save.status === 'waiting' && (
              <Typography color="text.secondary">
                You&apos;re offline: your result is kept on this device and saved to your account
                when you&apos;re back online.
              </Typography>
            )}
            {save.status === 'failed' && (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={onRetrySave}>
                    Retry saving
                  </Button>
                }
              >
                Your result could not be saved{save.message ? `: ${save.message}` : ''}.
              </Alert>
            )}
            <Button variant="outlined" onClick={retake}>
              Try again
            </Button>
          </Stack>
        )}
      </Box>
    </Box>
  );
}
