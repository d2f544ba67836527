import { join } from 'node:path';
import { compileCurriculum, searchDocuments } from '../compile-curriculum';
import { blocksToText } from '../markdown-to-blocks';

// The course as shipped: every lesson listed in content/curriculum.yaml, compiled as the build does.
const curriculum = compileCurriculum(join(__dirname, '..', '..', '..', 'content'));

describe('the shipped curriculum', () => {
  it('has at least 6 modules and 30 lessons, covering the required topics', () => {
    expect(curriculum.modules.length).toBeGreaterThanOrEqual(6);
    expect(curriculum.lessons.length).toBeGreaterThanOrEqual(30);
    const titles = curriculum.modules.map((module) => module.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Foundations',
        'The 12 Signs',
        'The 12 Houses',
        'Aspects',
        'Reading a Natal Chart',
      ]),
    );
    const text = searchDocuments(curriculum)
      .map((doc) => doc.text)
      .join('\n');
    for (const topic of ['North Node', 'Chiron', 'Aries', 'Pisces', '12th house', 'trine'])
      expect(text).toContain(topic);
  });

  it('has unique lesson slugs and titles', () => {
    const slugs = curriculum.lessons.map((lesson) => lesson.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const titles = curriculum.lessons.map((lesson) => lesson.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  describe.each(curriculum.lessons.map((lesson) => [lesson.slug, lesson] as const))(
    '%s',
    (_slug, lesson) => {
      it('has a reading of real length', () => {
        const words = blocksToText(lesson.body).split(/\s+/).filter(Boolean).length;
        expect(words).toBeGreaterThanOrEqual(250);
      });

      it('has key points', () => {
        expect(lesson.keyPoints.length).toBeGreaterThanOrEqual(2);
        for (const point of lesson.keyPoints) expect(point.trim().length).toBeGreaterThan(10);
      });

      it('has an illustration with a caption', () => {
        expect(lesson.illustration.kind).toMatch(/\S/);
        expect(lesson.illustration.caption.length).toBeGreaterThan(10);
      });

      it('has a valid quiz: 3 to 5 questions, each with exactly one correct answer and an explanation', () => {
        expect(lesson.quiz.length).toBeGreaterThanOrEqual(3);
        expect(lesson.quiz.length).toBeLessThanOrEqual(5);
        for (const question of lesson.quiz) {
          expect(question.options.length).toBeGreaterThanOrEqual(2);
          expect(new Set(question.options).size).toBe(question.options.length);
          expect(Number.isInteger(question.answerIndex)).toBe(true);
          expect(question.options[question.answerIndex]).toBeDefined();
          expect(question.explanation.trim().length).toBeGreaterThan(10);
        }
      });
    },
  );

  it('uses a worked example in every lesson of the chart-reading module', () => {
    const reading = curriculum.lessons.filter((lesson) => lesson.moduleSlug === 'reading-a-chart');
    expect(reading.length).toBeGreaterThanOrEqual(5);
    for (const lesson of reading) expect(lesson.workedExample).toBeDefined();
  });
});
