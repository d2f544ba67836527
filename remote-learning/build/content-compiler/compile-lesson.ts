import { z } from 'zod';
import {
  type CompiledLesson,
  lessonFrontMatterSchema,
  SLUG_PATTERN,
} from '../../src/content-schema/lesson-schema';
import { ContentError } from './content-error';
import { splitFrontMatter } from './front-matter';
import { markdownToBlocks } from './markdown-to-blocks';

export interface LessonSource {
  /** For messages: the path of the file. */
  file: string;
  slug: string;
  moduleSlug: string;
  source: string;
}

/** Compiles one lesson file (front matter + Markdown) into what the app loads for that lesson. */
export function compileLesson({ file, slug, moduleSlug, source }: LessonSource): CompiledLesson {
  if (!SLUG_PATTERN.test(slug) || !SLUG_PATTERN.test(moduleSlug)) {
    throw new ContentError(
      file,
      'lesson and module folder names must be lowercase words joined by hyphens',
    );
  }
  let parts: { data: unknown; body: string };
  try {
    parts = splitFrontMatter(source);
  } catch (error) {
    throw new ContentError(
      file,
      `front matter: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const meta = lessonFrontMatterSchema.safeParse(parts.data);
  if (!meta.success) throw new ContentError(file, `front matter: ${z.prettifyError(meta.error)}`);
  let body;
  try {
    body = markdownToBlocks(parts.body);
  } catch (error) {
    throw new ContentError(
      file,
      `Markdown: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (body.length === 0) throw new ContentError(file, 'the lesson has no reading');
  const { title, summary, minutes, keyPoints, illustration, quiz, workedExample } = meta.data;
  return {
    slug,
    moduleSlug,
    title,
    summary,
    minutes,
    keyPoints,
    illustration,
    quiz: quiz.map(({ question, options, answer, explanation }) => ({
      question,
      options,
      answerIndex: options.indexOf(answer),
      explanation,
    })),
    ...(workedExample ? { workedExample } : {}),
    body,
  };
}
