/** Browser end-to-end tests (`npm run test:e2e`): Debian's Chromium driven by playwright-core against dist/h5 served by the emulator. */
const path = require('path')

module.exports = {
  rootDir: __dirname,
  displayName: 'e2e',
  testEnvironment: 'node',
  roots: ['<rootDir>/test/e2e'],
  testMatch: ['**/*.test.ts'],
  // The fault matrix and the tap sweep run here in their sampled form; `npm run faults` runs them whole (FAULTS_FULL=1).
  testPathIgnorePatterns: ['/node_modules/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  transform: { '^.+\\.ts$': ['babel-jest', { configFile: path.join(__dirname, 'babel.config.js') }] },
  testTimeout: 30000,
  // One browser at a time on two cores.
  maxWorkers: 1,
  cacheDirectory: '<rootDir>/.cache/jest'
}
