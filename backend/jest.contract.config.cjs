// Back-end contract tests: one real stack (embedded PostgreSQL + PostgREST + our services) is
// started by globalSetup on a free port with a fresh data directory and driven through
// supabase-js. Test files run one at a time (maxWorkers: 1, like --runInBand) because the fault
// test kills the PostgREST child, which would disturb tests running beside it.
// Run from the repository root: npx jest -c backend/jest.contract.config.cjs
const jestProject = require('../jest.preset.cjs');

module.exports = jestProject(__dirname, {
  displayName: 'backend-contract',
  testMatch: ['<rootDir>/tests/contract/**/*.contract.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  globalSetup: '<rootDir>/tests/contract/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/contract/support/global-teardown.ts',
  setupFiles: ['<rootDir>/tests/contract/support/quiet-node-20-notice.ts'],
  maxWorkers: 1,
  testTimeout: 30_000,
});
