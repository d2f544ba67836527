import type { QuizQuestion } from '../../../content-schema/lesson-schema';
import { isQuizComplete, passMark, scoreQuiz } from '../model/quiz-scoring';

const question = (answerIndex: number, options = 3): QuizQuestion => ({
  question: 'Which one?',
  options: Array.from({ length: options }, (_, i) => `option ${i}`),
  answerIndex,
  explanation: 'Because.',
});

describe('scoreQuiz', () => {
  const quiz = [question(0), question(1), question(2), question(1)];

  it('counts correct answers and passes at the pass mark', () => {
    const result = scoreQuiz(quiz, [0, 1, 2, 0]);
    expect(result).toMatchObject({ score: 3, total: 4, passed: true });
    expect(result.questions.map((q) => q.correct)).toEqual([true, true, true, false]);
  });

  it('fails below the pass mark', () => {
    expect(scoreQuiz(quiz, [0, 1, 0, 0])).toMatchObject({ score: 2, total: 4, passed: false });
  });

  it('treats missing, out-of-range and non-integer answers as wrong instead of throwing', () => {
    const result = scoreQuiz(quiz, [null, 7, 1.5, -1]);
    expect(result.score).toBe(0);
    expect(result.questions.every((q) => q.chosenIndex === null)).toBe(true);
  });

  it('needs 2 of 3, 3 of 4 and 3 of 5 correct answers', () => {
    expect([3, 4, 5].map(passMark)).toEqual([2, 3, 3]);
    expect(scoreQuiz([question(0), question(0), question(0)], [0, 0, 1]).passed).toBe(true);
    expect(scoreQuiz([question(0), question(0), question(0)], [0, 1, 1]).passed).toBe(false);
  });
});

describe('isQuizComplete', () => {
  it('is true only when every question has a valid choice', () => {
    const quiz = [question(0, 2), question(1, 2)];
    expect(isQuizComplete(quiz, [0, null])).toBe(false);
    expect(isQuizComplete(quiz, [0, 2])).toBe(false);
    expect(isQuizComplete(quiz, [1, 0])).toBe(true);
  });
});
