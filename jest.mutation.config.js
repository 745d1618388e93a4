/**
 * The pure rules' own tests, for mutation testing (`npm run test:mutation`, stryker.config.mjs): the unit
 * project's settings with only the tests of what is mutated (src/lib, src/product, the blocks' models and
 * the property tests). Views and stores would cover the same lines a hundred times over at a hundred times
 * the cost: with every app test the run was estimated at 43 hours on two cores.
 */
const { projects } = require('./jest.config')

// A property runs once per mutant here: 20 runs each, not 300 (test/utils/hostile.ts PROPERTY_RUNS).
process.env.PROPERTY_RUNS = process.env.PROPERTY_RUNS || '20'

const app = projects.find((p) => p.displayName === 'app')
module.exports = {
  ...app,
  displayName: undefined,
  maxWorkers: 1,
  testMatch: [
    '<rootDir>/src/lib/**/*.test.ts',
    '<rootDir>/src/product/**/*.test.ts',
    '<rootDir>/src/blocks/*/model.test.ts',
    '<rootDir>/src/blocks/*.property.test.ts'
  ]
}
