/**
 * Adds the QA login page to a mini-program build's app config when the build
 * is for the local emulator (the rule: config/env.ts; the switch arrives as
 * `enabled`). Done here, not in src/app.config.ts, so a release build's
 * app.json and bundle never name the page.
 */
module.exports = (ctx, options = {}) => {
  if (!options.enabled || !options.page) return
  ctx.modifyAppConfig(({ appConfig }) => {
    if (Array.isArray(appConfig.pages) && !appConfig.pages.includes(options.page)) appConfig.pages.push(options.page)
  })
}
