/**
 * Taro plugin: the hosts' accessibility attributes in the mini-program templates (issue 54).
 *
 * Taro's shared templates emit no `aria-*` or `role`, so a role or a name the page sets reaches the data
 * but not the host's view layer. After the platform's own setup (its template table is complete), this adds
 * each host's attributes (./attributes.js) to the template table and to the bundle's runtime table.
 */
'use strict'
const path = require('node:path')
const { patchFor } = require('./attributes')

module.exports = (ctx) => {
  ctx.registerMethod({
    name: 'onSetupClose',
    fn (platform) {
      const patch = patchFor(platform.platform)
      if (!patch || !platform.template) return
      platform.template.mergeComponents(ctx, patch)
      platform.runtimePath = [].concat(platform.runtimePath || [], path.join(__dirname, 'runtime.js'))
    }
  })
}
