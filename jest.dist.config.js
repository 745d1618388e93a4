/** Checks of the built folders (`npm run test:dist`, after `npm run build:all`). */
const path = require('path')

module.exports = {
  rootDir: __dirname,
  displayName: 'dist',
  testEnvironment: 'node',
  roots: ['<rootDir>/test/dist'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['babel-jest', { configFile: path.join(__dirname, 'babel.config.js') }] },
  cacheDirectory: '<rootDir>/.cache/jest'
}
