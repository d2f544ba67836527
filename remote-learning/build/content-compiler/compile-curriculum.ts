import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import {
  type Block,
  type CompiledLesson,
  type CurriculumModule,
  curriculumFileSchema,
  type Inline,
  type SearchDocument,
} from '../../src/content-schema/lesson-schema';
import { compileLesson } from './compile-lesson';
import { ContentError } from './content-error';
import { blocksToText } from './markdown-to-blocks';

export const CURRICULUM_FILE = 'curriculum.yaml';

export interface CompiledCurriculum {
  modules: CurriculumModule[];
  lessons: CompiledLesson[];
  /** Absolute path of every lesson file, by lesson slug. */
  files: Map<string, string>;
}

/** Where a lesson's Markdown lives: content/<module>/<lesson>.md. */
export function lessonFile(contentDir: string, moduleSlug: string, lessonSlug: string): string {
  return join(contentDir, moduleSlug, `${lessonSlug}.md`);
}

/**
 * Reads curriculum.yaml and every lesson it lists, and checks the whole: each lesson compiles,
 * slugs are unique, and links between lessons point at lessons that exist.
 */
export function compileCurriculum(contentDir: string): CompiledCurriculum {
  const indexFile = join(contentDir, CURRICULUM_FILE);
  const parsed = curriculumFileSchema.safeParse(parse(readFileSync(indexFile, 'utf8')) as unknown);
  if (!parsed.success) throw new ContentError(indexFile, z.prettifyError(parsed.error));

  const lessons: CompiledLesson[] = [];
  const files = new Map<string, string>();
  const modules: CurriculumModule[] = [];
  const moduleSlugs = new Set<string>();
  for (const module of parsed.data.modules) {
    if (moduleSlugs.has(module.slug))
      throw new ContentError(indexFile, `module "${module.slug}" is listed twice`);
    moduleSlugs.add(module.slug);
    const summaries = [];
    for (const slug of module.lessons) {
      if (files.has(slug)) throw new ContentError(indexFile, `lesson "${slug}" is listed twice`);
      const file = lessonFile(contentDir, module.slug, slug);
      let source: string;
      try {
        source = readFileSync(file, 'utf8');
      } catch {
        throw new ContentError(indexFile, `lesson "${slug}" has no file ${module.slug}/${slug}.md`);
      }
      const lesson = compileLesson({ file, slug, moduleSlug: module.slug, source });
      files.set(slug, file);
      lessons.push(lesson);
      summaries.push({
        slug,
        moduleSlug: module.slug,
        title: lesson.title,
        summary: lesson.summary,
        minutes: lesson.minutes,
      });
    }
    modules.push({
      slug: module.slug,
      title: module.title,
      description: module.description,
      lessons: summaries,
    });
  }

  for (const lesson of lessons) {
    for (const href of links(lesson.body)) {
      const target = /^\?lesson=(.+)$/.exec(href)?.[1];
      if (target && !files.has(target)) {
        throw new ContentError(
          files.get(lesson.slug) ?? lesson.slug,
          `link to unknown lesson "${target}"`,
        );
      }
    }
  }
  return { modules, lessons, files };
}

export function searchDocuments(curriculum: CompiledCurriculum): SearchDocument[] {
  return curriculum.lessons.map((lesson) => ({
    slug: lesson.slug,
    moduleSlug: lesson.moduleSlug,
    title: lesson.title,
    text: [lesson.summary, blocksToText(lesson.body), ...lesson.keyPoints].join('\n'),
  }));
}

function links(blocks: Block[]): string[] {
  const out: string[] = [];
  const inline = (nodes: Inline[]) => {
    for (const node of nodes) {
      if (node.type === 'link') out.push(node.href);
      if ('children' in node) inline(node.children);
    }
  };
  const visit = (list: Block[]) => {
    for (const block of list) {
      if (block.type === 'paragraph' || block.type === 'heading') inline(block.children);
      else if (block.type === 'list') block.items.forEach(visit);
      else if (block.type === 'blockquote') visit(block.children);
    }
  };
  visit(blocks);
  return out;
}
