// Unit tests of every workspace. Back-end contract tests have their own
// config (backend/jest.contract.config.cjs) because they start the real stack.
module.exports = {
  projects: [
    '<rootDir>/shared',
    '<rootDir>/shared/astrology',
    '<rootDir>/shared/markdown',
    '<rootDir>/shell',
    '<rootDir>/remote-chat',
    '<rootDir>/remote-charts',
    '<rootDir>/remote-learning',
    '<rootDir>/remote-admin',
    '<rootDir>/backend',
  ],
};
