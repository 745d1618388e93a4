// babel-preset-taro is used by every target and by jest (through babel-jest).
const web = process.env.TARO_ENV === 'h5' || process.env.TARO_ENV === 'harmony-hybrid'
// Jest (which sets NODE_ENV=test when nothing else has) runs the code in this Node: compiled for it, not
// for the hosts' old engines, the unit layer transforms less and runs native async and classes.
const jest = process.env.NODE_ENV === 'test' && !process.env.TARO_ENV

module.exports = {
  presets: [
    ['taro', {
      framework: 'react',
      ts: true,
      compiler: 'webpack5',
      // No polyfills on any target. H5's baseline (package.json's browserslist: iOS 13, Chrome/Android 80)
      // has every API the bundles call; babel-preset-taro's 'usage' mode is transform-runtime's
      // "pure" polyfilling, which swaps even native URL, Symbol and Array#push for core-js copies on every
      // page (about 220 KB of source on the first route). Syntax is still compiled down to the baseline.
      useBuiltIns: false,
      // Mini-program hosts run old JavaScriptCore builds: their bundles stay within ES2017
      // (checked by `npm run test:syntax`), whatever the web targets are.
      ...(jest ? { targets: { node: 'current' } } : web ? {} : { targets: { ios: '10', android: '6' } })
    }]
  ]
}
