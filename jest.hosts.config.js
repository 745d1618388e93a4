// Host-emulation tests: boot the compiled mini-program bundles (dist/weapp, alipay, tt, meituan) in Node.
// Run: npx jest -c jest.hosts.config.js
// The repo's babel.config.js (babel-preset-taro) is for Taro's build; these tests are plain Node
// TypeScript, so they get a small Babel config of their own.
const path = require('node:path')

/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/hosts/**/*.test.ts'],
  // The host tap sweep runs here once per tap signature, target and visitor kind; `npm run faults` per scenario.
  testPathIgnorePatterns: ['/node_modules/'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  transform: {
    '^.+\\.[tj]sx?$': ['babel-jest', {
      babelrc: false,
      configFile: false,
      presets: [
        ['@babel/preset-env', { targets: { node: 'current' } }],
        ['@babel/preset-typescript', { allowDeclareFields: true }]
      ]
    }]
  },
  cacheDirectory: path.join(__dirname, '.cache', 'jest-hosts'),
  // Each test file starts its own gateway emulator; two workers match the machine's two cores.
  maxWorkers: 2,
  // The default test timeout, 20 s.
  setupFilesAfterEnv: ['<rootDir>/test/hosts/setup.ts']
}
