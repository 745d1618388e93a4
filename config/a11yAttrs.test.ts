/**
 * The hosts' accessibility attributes (plugins/a11y-attrs): what each mini-program host's templates get, that
 * the plugin patches the template table and the bundle's runtime table alike, and that what the page sets
 * (src/ui/a11y's role, the tappable primitive's name, selection and dimming) is what each host's template reads.
 */
import path from 'node:path'

/* eslint-disable @typescript-eslint/no-require-imports */
type Patch = Record<string, Record<string, string>>
const { patchFor } = require('../plugins/a11y-attrs/attributes.js') as { patchFor: (host: string) => Patch | undefined }
const plugin = require('../plugins/a11y-attrs/index.js') as (ctx: unknown) => void
// Each target's file of src/ui/a11y, by path (jest would pick the H5 one).
const roleFor = (file: string) => (require(path.join(__dirname, '..', 'src', 'ui', 'a11y', file)) as { roleOf: (role: string) => Record<string, string> }).roleOf
/* eslint-enable @typescript-eslint/no-require-imports */

/** A data key as Taro's runtime names it (`ariaRole`) → the template attribute (`aria-role`). */
const attributeOf = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

describe('each host\'s accessibility attributes', () => {
  it('WeChat, Meituan and Toutiao take aria-role; Alipay role; every host the name, selection, dimming, modality and hiding', () => {
    for (const host of ['weapp', 'meituan', 'tt']) expect(Object.keys(patchFor(host)?.View ?? {}).sort()).toEqual(['aria-disabled', 'aria-hidden', 'aria-label', 'aria-modal', 'aria-role', 'aria-selected'])
    expect(Object.keys(patchFor('alipay')?.View ?? {}).sort()).toEqual(['aria-disabled', 'aria-hidden', 'aria-label', 'aria-modal', 'aria-selected', 'role'])
    // An image's name, a text a reader skips, a field's name.
    expect(patchFor('weapp')?.Image).toEqual({ 'aria-label': '', 'aria-hidden': '' })
    expect(patchFor('alipay')?.Text).toEqual({ 'aria-hidden': '' })
    expect(patchFor('tt')?.Input).toEqual({ 'aria-label': '' })
  })

  it('the web builds get nothing (their elements carry the attributes themselves)', () => {
    expect(patchFor('h5')).toBeUndefined()
    expect(patchFor('harmony-hybrid')).toBeUndefined()
  })

  it('a role the page gives is an attribute its host\'s view template reads', () => {
    const cases: Array<[string, string]> = [['index.ts', 'weapp'], ['index.ts', 'meituan'], ['index.ts', 'tt'], ['index.alipay.ts', 'alipay']]
    for (const [file, host] of cases) {
      const keys = Object.keys(roleFor(file)('tab'))
      expect(keys).toHaveLength(1)
      expect(Object.keys(patchFor(host)?.View ?? {})).toContain(attributeOf(keys[0]))
    }
    expect(roleFor('index.h5.ts')('tab')).toEqual({ role: 'tab' })
    expect(roleFor('index.ts')('dialog')).toEqual({ ariaRole: 'dialog' })
    expect(roleFor('index.alipay.ts')('dialog')).toEqual({ role: 'dialog' })
  })

  it('the plugin patches the template table and adds the runtime table\'s patch, after the platform\'s own setup', () => {
    const registered: Array<{ name: string, fn: (platform: unknown) => void }> = []
    plugin({ registerMethod: (method: { name: string, fn: (platform: unknown) => void }) => registered.push(method) })
    expect(registered.map((m) => m.name)).toEqual(['onSetupClose'])
    const ctx = {}
    const merged: Patch[] = []
    const alipay = { platform: 'alipay', runtimePath: '@tarojs/plugin-platform-alipay/dist/runtime', template: { mergeComponents: (_ctx: unknown, patch: Patch) => merged.push(patch) } }
    registered[0].fn.call(ctx, alipay)
    expect(merged).toEqual([patchFor('alipay')])
    expect(alipay.runtimePath).toEqual(['@tarojs/plugin-platform-alipay/dist/runtime', path.join(__dirname, '..', 'plugins', 'a11y-attrs', 'runtime.js')])
    const web = { platform: 'h5', runtimePath: ['@tarojs/plugin-platform-h5/dist/runtime'], template: { mergeComponents: () => merged.push({}) } }
    registered[0].fn.call(ctx, web)
    expect(merged).toHaveLength(1)
    expect(web.runtimePath).toEqual(['@tarojs/plugin-platform-h5/dist/runtime'])
  })
})
