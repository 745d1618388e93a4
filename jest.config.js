/**
 * Unit and component tests (`npm run test:unit`): pure models, services, stores,
 * blocks (with @tarojs/test-utils-react under jsdom, as the H5 target) and the
 * emulator's own logic. Host emulation and browser tests have their own configs.
 */
const path = require('path')

// ESM-only packages that must be transpiled; everything else in node_modules is left alone
// (transpiling jest itself breaks on private class methods).
const ESM_PACKAGES = ['@tarojs', 'classnames', '@stencil', 'swiper', 'ssr-window', 'dom7', 'lodash-es', 'query-string',
  'decode-uri-component', 'split-on-first', 'filter-obj', 'mobx', 'mobx-react', 'mobx-react-lite']

const transform = { '^.+\\.(mjs|cjs|js|jsx|ts|tsx)$': ['babel-jest', { configFile: path.join(__dirname, 'babel.config.js') }] }

/** The app: rendered as the H5 target under jsdom. */
const app = {
  displayName: 'app',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testEnvironmentOptions: { url: 'http://localhost/', customExportConditions: ['node', 'node-addons'] },
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFiles: ['<rootDir>/test/setup/env.js'],
  setupFilesAfterEnv: ['<rootDir>/test/setup/taro.ts'],
  transform,
  // Ignore a node_modules file unless one of the ESM packages is anywhere on its path (Taro ships
  // nested pnpm folders such as @tarojs/components/lib/react/node_modules/.pnpm/…/tslib).
  transformIgnorePatterns: [`^(?!.*/node_modules/(?:${ESM_PACKAGES.join('|')})/).*/node_modules/`],
  // H5 files first, as Taro's H5 build resolves them.
  moduleFileExtensions: ['h5.ts', 'h5.tsx', 'ts', 'tsx', 'js', 'jsx', 'mjs', 'json'],
  moduleNameMapper: {
    '\\.(css|scss|sass)$': '<rootDir>/test/setup/style-stub.js',
    // Blocks render here without their chunk's loader: every text from the start, as in mini-programs
    // (the H5 catalogue, which adds a block's texts with its chunk, has its own test: i18n/catalogue.h5.test.ts).
    '^(\\.|@/i18n)/catalogue$': '<rootDir>/src/i18n/catalogue.ts',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@tarojs/taro$': '@tarojs/taro-h5',
    // As the H5 build (h5.useHtmlComponents): View, Text, Image, … as HTML React components, the rest Stencil.
    '^@tarojs/components$': '@tarojs/plugin-platform-h5/dist/runtime/components'
  },
  globals: {
    ENABLE_INNER_HTML: true,
    ENABLE_ADJACENT_HTML: true,
    ENABLE_SIZE_APIS: true,
    ENABLE_TEMPLATE_CONTENT: true,
    ENABLE_MUTATION_OBSERVER: true,
    ENABLE_CLONE_NODE: true,
    ENABLE_CONTAINS: true,
    DEPRECATED_ADAPTER_COMPONENT: false,
    __TARO_FRAMEWORK__: 'react',
    QA_LOGIN: false,
    SETTLE_SIGNAL: true
  },
  cacheDirectory: '<rootDir>/.cache/jest'
}

/** The gateway emulator, repo scripts, the page fuzzer's mutations and the tests' own helpers: plain Node. */
const emulator = {
  displayName: 'emulator',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/server', '<rootDir>/scripts', '<rootDir>/config', '<rootDir>/test/fuzz', '<rootDir>/test/utils'],
  testMatch: ['**/*.test.ts'],
  // The contract test runs the client's own services against the emulator.
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  transform,
  cacheDirectory: '<rootDir>/.cache/jest'
}

// Three workers on two cores: with two, the layer kept only about 1.35 cores busy (component tests wait on
// timers and renders); three took 72–82 s where two took 93 (warm cache, twice each). Jest's default
// (cores − 1) ran it on one.
module.exports = { projects: [app, emulator], maxWorkers: 3 }
