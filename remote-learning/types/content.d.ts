// The lesson content, compiled at build time by build/content-loaders.cjs.
// A wildcard module declaration must stay a script file, where import() types are the only way
// to name types from the project (a top-level import would turn it into a module).
/* eslint-disable @typescript-eslint/consistent-type-imports */
declare module '*/content/curriculum.yaml' {
  type Schema = import('../src/content-schema/lesson-schema').CompiledLesson;
  export const modules: import('../src/content-schema/lesson-schema').CurriculumModule[];
  /** One dynamic import per lesson, by lesson slug. */
  export const lessonLoaders: Record<string, () => Promise<{ default: Schema }>>;
  export const loadSearchIndex: () => Promise<{
    default: import('../src/content-schema/lesson-schema').SearchDocument[];
  }>;
}
