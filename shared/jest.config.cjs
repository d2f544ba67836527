const jestProject = require('../jest.preset.cjs');

module.exports = jestProject(__dirname, {
  testEnvironment: require.resolve('../jest.env-dom.cjs'),
  setupFilesAfterEnv: [require.resolve('../jest.setup-dom.cjs')],
  // The astrology and markdown packages are projects of their own.
  testPathIgnorePatterns: [
    '/node_modules/',
    '/dist/',
    '/tests/contract/',
    '<rootDir>/astrology/',
    '<rootDir>/markdown/',
  ],
});
