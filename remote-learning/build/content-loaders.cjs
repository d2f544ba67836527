// Webpack loaders that compile the lesson content at build time. The compiler is TypeScript
// (shared with the tests), run through tsx so there is one implementation.
const path = require('node:path');
const { require: tsxRequire } = require('tsx/cjs/api');

function compiler() {
  return {
    ...tsxRequire('./content-compiler/compile-curriculum.ts', __filename),
    ...tsxRequire('./content-compiler/compile-lesson.ts', __filename),
  };
}

/**
 * content/curriculum.yaml → the catalog: module and lesson titles, plus one dynamic import per
 * lesson, so each lesson is its own chunk. With `?search` → every lesson's plain text, a chunk
 * loaded only when someone searches.
 */
function curriculumLoader() {
  const contentDir = path.dirname(this.resourcePath);
  this.addContextDependency(contentDir);
  const { compileCurriculum, searchDocuments } = compiler();
  const curriculum = compileCurriculum(contentDir);
  for (const file of curriculum.files.values()) this.addDependency(file);
  if (this.resourceQuery === '?search') {
    return `export default JSON.parse(${JSON.stringify(JSON.stringify(searchDocuments(curriculum)))});\n`;
  }
  const loaders = curriculum.modules.flatMap((module) =>
    module.lessons.map((lesson) => {
      const request = JSON.stringify(`./${module.slug}/${lesson.slug}.md`);
      return `  ${JSON.stringify(lesson.slug)}: () => import(/* webpackChunkName: "lesson-${lesson.slug}" */ ${request}),`;
    }),
  );
  return [
    `export const modules = JSON.parse(${JSON.stringify(JSON.stringify(curriculum.modules))});`,
    `export const lessonLoaders = {\n${loaders.join('\n')}\n};`,
    `export const loadSearchIndex = () => import(/* webpackChunkName: "lesson-search" */ './curriculum.yaml?search');`,
    '',
  ].join('\n');
}

/** content/<module>/<lesson>.md → the compiled lesson (front matter + Markdown tree). */
function lessonLoader(source) {
  const { compileLesson } = compiler();
  const lesson = compileLesson({
    file: this.resourcePath,
    slug: path.basename(this.resourcePath, '.md'),
    moduleSlug: path.basename(path.dirname(this.resourcePath)),
    source,
  });
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(lesson))});\n`;
}

module.exports = { curriculumLoader, lessonLoader };
