/**
 * The house's floors (../shared/design.md "Floors", docs/architecture.md): imports run one way, from the top
 * floor down, and no files import each other in a circle. `npm run lint:layers` (part of `npm run lint`, so of
 * the quick tier) fails on a new circle or a new import that runs up.
 *
 * KNOWN lists the imports that still run up, each with what cuts it (issue 41): the check lets exactly these
 * pairs pass, so the list only shrinks.
 */

/** Top to bottom. A folder imports only folders below it (and itself). */
const FLOORS = ['pages', 'blocks', 'flows', 'renderer', 'ui', 'product', 'stores', 'services', 'platform', 'firstScreen', 'lib', 'i18n']

/** Imports that run up today, file → the files above it that it may still import. */
const KNOWN = {
  // The catalogue is assembled from the folders that own their texts (a block's messages.ts, product's): data, not code.
  'src/i18n/blocks.generated.ts': ['src/blocks/[^/]+/messages\\.ts'],
  'src/i18n/zh-CN.ts': ['src/product/messages\\.ts'],
  'src/i18n/catalogue.h5.ts': ['src/product/messages\\.ts']
}

const asPattern = (file) => file.replace(/[.]/g, '\\.')
const knownFrom = Object.keys(KNOWN).map((file) => `(^|/)${asPattern(file)}$`)

const floorRules = FLOORS.slice(1).map((floor, i) => {
  const above = FLOORS.slice(0, i + 1)
  return {
    name: `floor-${floor}`,
    comment: `src/${floor}/ imports nothing above it (${above.join(', ')}): ../shared/design.md "Floors"`,
    severity: 'error',
    from: { path: `(^|/)src/${floor}/`, pathNot: knownFrom },
    to: { path: `(^|/)src/(${above.join('|')})/` }
  }
})

const knownRules = Object.entries(KNOWN).map(([file, allowed]) => {
  const floor = file.split('/')[1]
  const above = FLOORS.slice(0, FLOORS.indexOf(floor))
  return {
    name: `floor-${floor}-known`,
    comment: `${file} may still import ${allowed.join(', ')} (issue 41), nothing else above it`,
    severity: 'error',
    from: { path: `(^|/)${asPattern(file)}$` },
    to: { path: `(^|/)src/(${above.join('|')})/`, pathNot: allowed.map((a) => `(^|/)${a}$`) }
  }
})

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Files that import each other in a circle (a type import counts: it ties the two as much).',
      severity: 'error',
      from: {},
      to: { circular: true }
    },
    ...floorRules,
    ...knownRules
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests may reach across floors (a renderer test renders real blocks); the floors are the app's and the emulator's.
    exclude: { path: '\\.test\\.tsx?$|(^|/)node_modules/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json', '.scss'] }
  }
}
