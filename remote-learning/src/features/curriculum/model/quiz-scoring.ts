import type { QuizQuestion } from '../../../content-schema/lesson-schema';

/** Share of correct answers needed to complete a lesson: 2 of 3, 3 of 4, 3 of 5. */
export const PASS_RATIO = 0.6;

/** An answer is the index of the chosen option, or null while the question is unanswered. */
export type QuizAnswers = readonly (number | null)[];

export interface QuestionResult {
  chosenIndex: number | null;
  answerIndex: number;
  correct: boolean;
}

export interface QuizResult {
  score: number;
  total: number;
  passed: boolean;
  questions: QuestionResult[];
}

export function passMark(total: number): number {
  return Math.ceil(total * PASS_RATIO - 1e-9);
}

export function isQuizComplete(questions: readonly QuizQuestion[], answers: QuizAnswers): boolean {
  return questions.every((question, index) => isValidChoice(question, answers[index]));
}

/** Scores a quiz; an unanswered or out-of-range answer counts as wrong, never as an error. */
export function scoreQuiz(questions: readonly QuizQuestion[], answers: QuizAnswers): QuizResult {
  const results = questions.map((question, index) => {
    const chosen = answers[index];
    const chosenIndex = isValidChoice(question, chosen) ? chosen : null;
    return {
      chosenIndex,
      answerIndex: question.answerIndex,
      correct: chosenIndex === question.answerIndex,
    };
  });
  const score = results.filter((result) => result.correct).length;
  const total = questions.length;
  return { score, total, passed: total > 0 && score >= passMark(total), questions: results };
}

function isValidChoice(
  question: QuizQuestion,
  choice: number | null | undefined,
): choice is number {
  return (
    typeof choice === 'number' &&
    Number.isInteger(choice) &&
    choice >= 0 &&
    choice < question.options.length
  );
}
