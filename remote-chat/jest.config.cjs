const jestProject = require('../jest.preset.cjs');

module.exports = jestProject(__dirname, {
  testEnvironment: require.resolve('../jest.env-dom.cjs'),
  setupFilesAfterEnv: [require.resolve('../jest.setup-dom.cjs')],
});
