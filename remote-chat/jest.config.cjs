const jestProject = require('../jest.preset.cjs');

module.exports = jestProject(__dirname, {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: [require.resolve('../jest.setup-dom.cjs')],
});
