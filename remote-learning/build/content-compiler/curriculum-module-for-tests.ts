// What `content/curriculum.yaml` compiles to under webpack, built from the same compiler for Jest,
// so component tests run against the real lessons.
import { join } from 'node:path';
import type { CompiledLesson, SearchDocument } from '../../src/content-schema/lesson-schema';
import { compileCurriculum, searchDocuments } from './compile-curriculum';

const compiled = compileCurriculum(join(__dirname, '..', '..', 'content'));

export const modules = compiled.modules;

export const lessonLoaders: Record<string, () => Promise<{ default: CompiledLesson }>> =
  Object.fromEntries(
    compiled.lessons.map((lesson) => [lesson.slug, () => Promise.resolve({ default: lesson })]),
  );

export const loadSearchIndex = (): Promise<{ default: SearchDocument[] }> =>
  Promise.resolve({ default: searchDocuments(compiled) });
