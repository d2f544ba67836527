const jestProject = require('../jest.preset.cjs');

module.exports = jestProject(__dirname, {
  testEnvironment: require.resolve('../jest.env-dom.cjs'),
  setupFilesAfterEnv: [require.resolve('../jest.setup-dom.cjs')],
  // webpack compiles the lesson content with build/content-loaders.cjs; Jest gets the same
  // compiler's output through this module.
  moduleNameMapper: {
    'content/curriculum\\.yaml$': '<rootDir>/build/content-compiler/curriculum-module-for-tests.ts',
  },
});
