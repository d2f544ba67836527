const path = require('node:path');
const { createAppConfig } = require('@astro/shared/webpack/create-app-config.cjs');

const contentDir = path.join(__dirname, 'content');

module.exports = createAppConfig({
  dir: __dirname,
  federationName: 'astro_learning',
  devPort: 8093,
  exposes: {
    './routes': './src/app/exposes/routes.ts',
  },
  // Lessons are compiled at build time: the catalog from content/curriculum.yaml, and one lazily
  // loaded chunk per lesson Markdown file.
  extend(config) {
    for (const rule of config.module.rules) {
      if (rule.test instanceof RegExp && rule.test.test('lesson.md')) rule.exclude = contentDir;
    }
    config.module.rules.push(
      {
        test: /curriculum\.yaml$/,
        include: contentDir,
        type: 'javascript/auto',
        use: path.join(__dirname, 'build/curriculum-loader.cjs'),
      },
      {
        test: /\.md$/,
        include: contentDir,
        type: 'javascript/auto',
        use: path.join(__dirname, 'build/lesson-loader.cjs'),
      },
    );
  },
});
