/**
 * index.html's first-screen script as the build bundles it (bootScript.ts): the script the H5 targets run,
 * with every kind's real hints, checked as text (ES2017, one scope) and run in a page of its own.
 */
import { parse } from 'acorn'
import { JSDOM } from 'jsdom'
import { readFirstScreens } from '../blocks'
import type { PrefetchConfig } from '../../src/firstScreen/contract'
import { bootEntry, bootScript } from './bootScript'
import { prefetchConfig } from '../../test/utils/prefetchConfig'
import vm from 'node:vm'

const config: PrefetchConfig = prefetchConfig({ kindChunks: { banner: ['js/block-basic.1.js', 'css/block-basic.1.css'] }, floatingKinds: ['modal'] })
const kinds = readFirstScreens<Record<string, unknown>>().map(({ kind, hints }) => ({ kind, names: Object.keys(hints).filter((name) => typeof hints[name] === 'function') }))
const script = bootScript(config, kinds)

describe('the first-screen script index.html runs (src/firstScreen, bundled by bootScript.ts)', () => {
  it('imports every kind\'s hints by the names its firstScreen.ts exports, and starts with the build\'s config', () => {
    const entry = bootEntry(config, [{ kind: 'banner', names: ['firstImage'] }, { kind: 'modal', names: ['popupImage'] }])
    expect(entry).toContain("import { firstImage as h0_firstImage } from './src/blocks/banner/firstScreen'")
    expect(entry).toContain("import { popupImage as h1_popupImage } from './src/blocks/modal/firstScreen'")
    expect(entry).toContain(`startPrefetch(${JSON.stringify(config)}, { "banner": { firstImage: h0_firstImage }, "modal": { popupImage: h1_popupImage } })`)
    expect(kinds.map((k) => k.kind)).toEqual(expect.arrayContaining(['banner', 'headerImage', 'modal', 'yanxuanSeckill']))
  })

  it('is ES2017 (the H5 targets\' floor) in one function scope: nothing of it is a global but what it hands the app', () => {
    expect(() => parse(script, { ecmaVersion: 2017, sourceType: 'script' })).not.toThrow()
    // One ES2018 construct, to show the parse refuses what the targets cannot run.
    expect(() => parse('const { a, ...rest } = {}', { ecmaVersion: 2017, sourceType: 'script' })).toThrow()
    const page = new JSDOM('<!doctype html><body><div id="boot-screen"></div></body>', { url: 'https://m.example.cn/index.html', runScripts: 'outside-only' })
    const before = new Set(Object.keys(page.window))
    vm.runInContext(script, page.getInternalVMContext())
    expect(Object.keys(page.window).filter((name) => !before.has(name)).sort()).toEqual(['__AHS_BOOT_PAINT__', '__AHS_PREFETCH__'])
  })

  it('run in a page: asks the page in the query\'s city with the spec\'s headers, draws the first banner on the boot screen, runs its block\'s code and preloads the image', async () => {
    const page = new JSDOM('<!doctype html><head></head><body><div id="boot-screen"></div></body>', {
      url: 'https://m.example.cn/index.html#/pages/campaign/index?activityId=demo&cityId=3',
      runScripts: 'outside-only',
      pretendToBeVisual: true
    })
    const calls: Array<{ url: string, init: RequestInit }> = []
    const components = [{ id: 1, uuid: 'b', type: 'banner', data: { banner: { contents: [{ imageUrl: 'https://img.example/top.png', imageWidth: 750, imageHeight: 300 }] } } }]
    Object.assign(page.window, {
      fetch: async (url: string, init: RequestInit) => {
        calls.push({ url, init })
        return { status: 200, statusText: 'OK', headers: { forEach: () => undefined }, text: async () => JSON.stringify({ code: 0, data: { components } }) }
      }
    })
    vm.runInContext(script, page.getInternalVMContext())
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(calls.map(({ url, init }) => [url, init.body])).toEqual([['https://gw.example.cn/release', '{"hash":"demo","cityId":3,"platform":"PC"}']])
    expect(calls[0].init.headers).toMatchObject({ app: '10002', agent: 'ahs_m' })
    const drawn = page.window.document.querySelector<HTMLImageElement>('#boot-screen .boot-preview img')
    expect(drawn?.getAttribute('src')).toBe('https://img.example/top.png')
    expect(drawn?.style.aspectRatio).toBe('2.5')
    // Its image loads: the block's code runs, its style applies, the image was preloaded first.
    drawn?.dispatchEvent(new page.window.Event('load'))
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 10))
    const head = [...page.window.document.head.querySelectorAll('link, script[src]')].map((el) => el.getAttribute('href') ?? el.getAttribute('src'))
    expect(head).toEqual(['/js/block-basic.1.js', '/css/block-basic.1.css', 'https://img.example/top.png'])
    page.window.close()
  })
})
