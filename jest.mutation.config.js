/**
 * The unit project alone, for mutation testing (`npm run test:mutation`, stryker.config.mjs): the app's
 * tests under jsdom, without the emulator's (they do not reach src/lib, src/product or a block's model).
 */
const { projects } = require('./jest.config')

const app = projects.find((p) => p.displayName === 'app')
module.exports = { ...app, displayName: undefined, maxWorkers: 1 }
