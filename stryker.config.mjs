// Mutation testing of the pure rules (issue 39): `npm run test:mutation`, not part of npm test (it takes
// a long while on two cores). docs/testing.md records the scores per folder (scripts/mutationScore.ts).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'jest',
  jest: { projectType: 'custom', configFile: 'jest.mutation.config.js', enableFindRelatedTests: true },
  coverageAnalysis: 'perTest',
  mutate: [
    'src/lib/**/*.ts',
    'src/product/**/*.ts',
    'src/blocks/*/model.ts',
    '!**/*.test.ts'
  ],
  // Logging and messages for people, not rules.
  ignoreStatic: true,
  // The sandbox holds the sources and what the tests read, not builds, reports or images.
  ignorePatterns: ['dist', '.tmp', '.cache', 'bench', 'test-results', 'server/assets', 'docs'],
  disableTypeChecks: '{src,test,server}/**/*.{ts,tsx}',
  // Results of earlier runs are kept and reused for code and tests that did not change: a whole run is
  // hours on two cores, and it can be done over several.
  incremental: true,
  incrementalFile: '.tmp/mutation/incremental.json',
  concurrency: 2,
  timeoutMS: 10000,
  tempDirName: '.tmp/stryker',
  cleanTempDir: 'always',
  reporters: ['progress', 'json', 'html'],
  jsonReporter: { fileName: '.tmp/mutation/report.json' },
  htmlReporter: { fileName: '.tmp/mutation/report.html' }
}
