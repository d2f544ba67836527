// One transform for every workspace: swc compiles TS/TSX (and ESM-only
// dependencies such as jose) to CommonJS so Jest needs no ESM mode.
const path = require('node:path');

/** @param {string} rootDir @param {object} [overrides] */
module.exports = function jestProject(rootDir, overrides = {}) {
  return {
    rootDir,
    displayName: path.basename(rootDir),
    testEnvironment: 'node',
    testMatch: ['<rootDir>/**/__tests__/**/*.test.ts?(x)'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/', '/tests/contract/'],
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [
      `/node_modules/(?!(jose|@supabase|astronomia|${require('./shared/markdown/esm-dependencies.cjs')})/)`,
    ],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    ...overrides,
  };
};
