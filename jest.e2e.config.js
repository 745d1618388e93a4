/** Browser end-to-end tests (`npm run test:e2e`): Debian's Chromium driven by playwright-core against dist/h5 served by the emulator. */
const path = require('path')

module.exports = {
  rootDir: __dirname,
  displayName: 'e2e',
  testEnvironment: 'node',
  roots: ['<rootDir>/test/e2e'],
  testMatch: ['**/*.test.ts'],
  // The generated sweeps run here in their sampled form; `npm run test:sweeps` runs them whole (SWEEPS=1).
  testPathIgnorePatterns: ['/node_modules/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  transform: { '^.+\\.ts$': ['babel-jest', { configFile: path.join(__dirname, 'babel.config.js') }] },
  testTimeout: 30000,
  // Two files at a time: one browser left two cores about 60 % idle (the pages mostly wait: timers, answers,
  // settling), and two cut the layer's wall time (docs/testing.md). The crawl the fault matrix and the tap
  // sweep share is made once (crawl.ts locks its cache).
  maxWorkers: 2,
  cacheDirectory: '<rootDir>/.cache/jest'
}
