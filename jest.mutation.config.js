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
/**
 * The tests of the folder mutated (MUTATION_SCOPE, stryker.config.mjs): a mutant of src/lib is judged by
 * src/lib's own tests, not every block's that imports it (jest loads each file of testMatch for every
 * mutant: with all of them, a src/lib mutant cost 5–15 s). The whole run uses them all.
 */
const TESTS = {
  lib: ['<rootDir>/src/lib/**/*.test.ts'],
  product: ['<rootDir>/src/product/**/*.test.ts', '<rootDir>/src/flows/**/*.test.ts'],
  models: ['<rootDir>/src/blocks/*/model.test.ts', '<rootDir>/src/blocks/*.property.test.ts']
}
const scope = process.env.MUTATION_SCOPE

module.exports = {
  ...app,
  displayName: undefined,
  maxWorkers: 1,
  testMatch: scope && TESTS[scope] ? TESTS[scope] : Object.values(TESTS).flat()
}
