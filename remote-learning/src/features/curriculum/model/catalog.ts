import { lessonLoaders, loadSearchIndex, modules } from '../../../../content/curriculum.yaml';
import type {
  CompiledLesson,
  CurriculumModule,
  LessonSummary,
  SearchDocument,
} from '../../../content-schema/lesson-schema';

/** The course, in order. Titles and summaries only: each lesson's text is its own chunk. */
export const curriculum: readonly CurriculumModule[] = modules;

export const allLessons: readonly LessonSummary[] = modules.flatMap((module) => module.lessons);

export function findLesson(slug: string | null | undefined): LessonSummary | undefined {
  return slug ? allLessons.find((lesson) => lesson.slug === slug) : undefined;
}

export function findModule(slug: string): CurriculumModule | undefined {
  return modules.find((module) => module.slug === slug);
}

export function neighbours(slug: string): { previous?: LessonSummary; next?: LessonSummary } {
  const index = allLessons.findIndex((lesson) => lesson.slug === slug);
  if (index < 0) return {};
  return { previous: allLessons[index - 1], next: allLessons[index + 1] };
}

const lessonCache = new Map<string, Promise<CompiledLesson>>();

/**
 * Loads one lesson's chunk, once per page. A failed load (e.g. offline) is forgotten so a retry
 * fetches it again.
 */
export function loadLesson(slug: string): Promise<CompiledLesson> {
  let promise = lessonCache.get(slug);
  if (!promise) {
    const loader = lessonLoaders[slug];
    promise = loader
      ? loader().then((module) => module.default)
      : Promise.reject(new Error(`There is no lesson "${slug}"`));
    promise.catch(() => lessonCache.delete(slug));
    lessonCache.set(slug, promise);
  }
  return promise;
}

let searchIndex: Promise<SearchDocument[]> | null = null;

export function loadSearchDocuments(): Promise<SearchDocument[]> {
  if (!searchIndex) {
    searchIndex = loadSearchIndex().then((module) => module.default);
    searchIndex.catch(() => {
      searchIndex = null;
    });
  }
  return searchIndex;
}
