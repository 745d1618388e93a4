/**
 * Taro platform plugin for Meituan mini-programs.
 *
 * Meituan's host is WeChat-compatible (wxml/wxss templates, the `wx` global,
 * `project.config.json`), so the platform is the WeChat one renamed: builds with
 * `--type meituan` emit WeChat templates, pick `*.meituan.ts` files, and write
 * `project.meituan.json` from the repo root as the output's `project.config.json`.
 */
const { Weapp } = require('@tarojs/plugin-platform-weapp')

class Meituan extends Weapp {
  constructor (ctx, config, pluginOptions) {
    super(ctx, config, pluginOptions)
    this.platform = 'meituan'
    this.projectConfigJson = 'project.meituan.json'
  }
}

module.exports = (ctx, options) => {
  ctx.registerPlatform({
    name: 'meituan',
    useConfigName: 'mini',
    async fn ({ config }) {
      const program = new Meituan(ctx, config, options || {})
      await program.start()
    }
  })
}
module.exports.Meituan = Meituan
