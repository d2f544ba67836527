import { z } from 'zod';
import { ASPECT_NAMES, POINT_NAMES, SIGN_NAMES } from '../lib/zodiac';

/** The slug format the lesson_progress table accepts for lesson_slug and module_slug. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const slug = z.string().max(120).regex(SLUG_PATTERN, 'must be lowercase words joined by hyphens');
const sentence = z.string().trim().min(3).max(600);

/** Each illustration is drawn in code from one of these descriptions. */
export const illustrationSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('zodiac-wheel'),
    colorBy: z.enum(['element', 'modality', 'none']).default('none'),
    highlight: z.array(z.enum(SIGN_NAMES)).default([]),
    caption: sentence,
  }),
  z.object({
    kind: z.literal('glyphs'),
    items: z
      .array(z.enum([...SIGN_NAMES, ...POINT_NAMES]))
      .min(1)
      .max(6),
    caption: sentence,
  }),
  z.object({
    kind: z.literal('house-wheel'),
    highlight: z.array(z.number().int().min(1).max(12)).default([]),
    showAngles: z.boolean().default(false),
    caption: sentence,
  }),
  z.object({
    kind: z.literal('aspect-angles'),
    aspects: z.array(z.enum(ASPECT_NAMES)).min(1).max(5),
    caption: sentence,
  }),
  z.object({
    kind: z.literal('aspect-pattern'),
    pattern: z.enum(['grand-trine', 't-square', 'grand-cross', 'yod', 'stellium']),
    caption: sentence,
  }),
  z.object({ kind: z.literal('ecliptic'), caption: sentence }),
  z.object({ kind: z.literal('lunar-nodes'), caption: sentence }),
  z.object({ kind: z.literal('retrograde-loop'), caption: sentence }),
  z.object({ kind: z.literal('moon-phases'), caption: sentence }),
  z.object({ kind: z.literal('example-chart'), caption: sentence }),
]);
export type Illustration = z.infer<typeof illustrationSchema>;

export const WORKED_EXAMPLES = [
  'overview',
  'big-three',
  'chart-ruler',
  'balance',
  'houses',
  'aspects',
] as const;
export type WorkedExampleStep = (typeof WORKED_EXAMPLES)[number];

const quizQuestionSchema = z
  .object({
    question: sentence,
    options: z.array(z.string().trim().min(1).max(200)).min(2).max(5),
    answer: z.string().trim().min(1),
    explanation: sentence,
  })
  .superRefine((q, ctx) => {
    if (new Set(q.options).size !== q.options.length) {
      ctx.addIssue({ code: 'custom', message: `options repeat in "${q.question}"` });
    }
    const matches = q.options.filter((option) => option === q.answer).length;
    if (matches !== 1) {
      ctx.addIssue({
        code: 'custom',
        message: `answer "${q.answer}" must be exactly one of the options`,
      });
    }
  });

/** What a lesson's front matter must contain. */
export const lessonFrontMatterSchema = z
  .object({
    title: z.string().trim().min(3).max(120),
    summary: sentence,
    minutes: z.number().int().min(1).max(30),
    keyPoints: z.array(sentence).min(2).max(6),
    illustration: illustrationSchema,
    quiz: z.array(quizQuestionSchema).min(3).max(5),
    workedExample: z.enum(WORKED_EXAMPLES).optional(),
  })
  .strict();

export const curriculumFileSchema = z
  .object({
    modules: z
      .array(
        z
          .object({
            slug,
            title: z.string().trim().min(3).max(80),
            description: sentence,
            lessons: z.array(slug).min(1),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

/** Markdown, compiled at build time into this small tree; raw HTML never reaches it. */
export type Inline =
  | { type: 'text'; value: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'emphasis'; children: Inline[] }
  | { type: 'code'; value: string }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'break' };

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'heading'; level: 2 | 3; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Block[][] }
  | { type: 'blockquote'; children: Block[] }
  | { type: 'rule' };

export interface QuizQuestion {
  question: string;
  options: string[];
  /** Index of the one correct option. */
  answerIndex: number;
  explanation: string;
}

export interface LessonSummary {
  slug: string;
  moduleSlug: string;
  title: string;
  summary: string;
  minutes: number;
}

export interface CompiledLesson extends LessonSummary {
  keyPoints: string[];
  illustration: Illustration;
  quiz: QuizQuestion[];
  workedExample?: WorkedExampleStep;
  body: Block[];
}

export interface CurriculumModule {
  slug: string;
  title: string;
  description: string;
  lessons: LessonSummary[];
}

/** One searchable lesson: its words, without markup. */
export interface SearchDocument {
  slug: string;
  moduleSlug: string;
  title: string;
  text: string;
}
