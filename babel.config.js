// babel-preset-taro is used by every target and by jest (through babel-jest).
module.exports = {
  presets: [
    ['taro', {
      framework: 'react',
      ts: true,
      compiler: 'webpack5',
      useBuiltIns: process.env.TARO_ENV === 'h5' || process.env.TARO_ENV === 'harmony-hybrid' ? 'usage' : false
    }]
  ]
}
