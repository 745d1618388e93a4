/** WebKit tests (`npm run test:webkit`): WebKitGTK's WebDriver under Xvfb against dist/h5 served by the emulator. */
const path = require('path')

module.exports = {
  rootDir: __dirname,
  displayName: 'webkit',
  testEnvironment: 'node',
  roots: ['<rootDir>/test/webkit'],
  testMatch: ['**/*.test.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  transform: { '^.+\\.ts$': ['babel-jest', { configFile: path.join(__dirname, 'babel.config.js') }] },
  testTimeout: 60000,
  // The layer's summary line: its sessions and how many were retried (test/webkit/support.ts openSession).
  globalSetup: '<rootDir>/test/webkit/globalSetup.ts',
  globalTeardown: '<rootDir>/test/webkit/globalTeardown.ts',
  maxWorkers: 1,
  cacheDirectory: '<rootDir>/.cache/jest'
}
