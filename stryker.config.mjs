/* global process */
// Mutation testing of the pure rules (issue 39): `npm run test:mutation`, not part of npm test (it takes
// hours on two cores). docs/testing.md records the scores per folder (scripts/mutationScore.ts).
// `MUTATION_SCOPE=lib|product|models npm run test:mutation` mutates one folder, with its own report and
// incremental file: the whole run can be done a folder at a time, and the scores read every report.
const SCOPES = {
  lib: ['src/lib/**/*.ts'],
  // The shared flows' state and rules (the prize claim, the package claim) were product/'s: judged with it.
  product: ['src/product/**/*.ts', 'src/flows/**/*.ts'],
  models: ['src/blocks/*/model.ts']
}
const scope = process.env.MUTATION_SCOPE
if (scope && !SCOPES[scope]) throw new Error(`MUTATION_SCOPE is one of ${Object.keys(SCOPES).join(', ')}`)
const suffix = scope ? `-${scope}` : ''

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'jest',
  jest: { projectType: 'custom', configFile: 'jest.mutation.config.js', enableFindRelatedTests: true },
  coverageAnalysis: 'perTest',
  mutate: [
    ...(scope ? SCOPES[scope] : Object.values(SCOPES).flat()),
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
  incrementalFile: `.tmp/mutation/incremental${suffix}.json`,
  concurrency: 2,
  timeoutMS: 10000,
  tempDirName: '.tmp/stryker',
  cleanTempDir: 'always',
  reporters: ['progress', 'json', 'html'],
  jsonReporter: { fileName: `.tmp/mutation/report${suffix}.json` },
  htmlReporter: { fileName: `.tmp/mutation/report${suffix}.html` }
}
