// babel-preset-taro is used by every target and by jest (through babel-jest).
const web = process.env.TARO_ENV === 'h5' || process.env.TARO_ENV === 'harmony-hybrid'

module.exports = {
  presets: [
    ['taro', {
      framework: 'react',
      ts: true,
      compiler: 'webpack5',
      // H5: polyfills for what the webviews in package.json's browserslist lack.
      useBuiltIns: web ? 'usage' : false,
      // Mini-program hosts run old JavaScriptCore builds: their bundles stay within ES2017
      // (checked by `npm run test:syntax`), whatever the web targets are.
      ...(web ? {} : { targets: { ios: '10', android: '6' } })
    }]
  ]
}
