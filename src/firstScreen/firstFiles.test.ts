import { firstScreenContext } from './context'
import type { PrefetchConfig } from './contract'
import { firstFilesOf, preloadQueueOf } from './firstFiles'

const config = {
  kindChunks: { banner: ['js/basic.js', 'css/basic.css'], tab: ['js/basic.js', 'css/basic.css'], modal: ['js/modal.js'], yanxuanProduct: ['js/product.js'] },
  floatingKinds: ['modal'],
  publicPath: '/'
} as unknown as PrefetchConfig
const ctx = firstScreenContext(() => undefined)
const block = (kind: string, contents: Record<string, unknown> = {}, uuid = kind) => ({ id: 1, uuid, type: kind, data: { [kind]: { contents: [contents] } } })

describe('what the first screen fetches early', () => {
  it('every kind the answer names, the first three blocks\' and the floating ones\' as first, the first screen\'s images', () => {
    const components = [block('banner', { imageUrl: 'https://img.example/b.png' }), block('tab', { children: [block('yanxuanProduct', {}, 'p')] }), block('modal'), block('yanxuanProduct', {}, 'p2')]
    const body = JSON.stringify({ data: { components } })
    const files = firstFilesOf(components, body, config, { banner: { firstImage: (c, x) => ({ src: x.url(c.imageUrl)! }) } }, ctx, () => [], 0)
    expect(files).toEqual({ kinds: ['banner', 'tab', 'yanxuanProduct', 'modal'], firstKinds: ['banner', 'tab', 'yanxuanProduct', 'modal'], images: ['https://img.example/b.png'] })
  })

  it('a block the preview drew beyond the first three counts as first; the popup\'s image comes last', () => {
    const components = [block('banner'), block('banner', {}, 'b2'), block('banner', {}, 'b3'), block('yanxuanProduct', {}, 'p4'), block('yanxuanProduct', {}, 'p5')]
    const body = JSON.stringify(components)
    const popup = () => [{ src: 'https://img.example/popup.png', popup: true }]
    expect(firstFilesOf(components, body, config, {}, ctx, popup, 3)).toMatchObject({ firstKinds: ['banner'], images: ['https://img.example/popup.png'] })
    expect(firstFilesOf(components, body, config, {}, ctx, popup, 4).firstKinds).toEqual(['banner', 'yanxuanProduct'])
  })

  it('takes only kinds the build knows: a name from the answer is never looked up the prototype', () => {
    const components = [{ id: 1, uuid: 'x', type: 'constructor', data: { constructor: { contents: [{}] }, toString: { contents: [{}] } } }, block('banner')]
    const files = firstFilesOf(components, JSON.stringify(components), config, {}, ctx, () => [], 0)
    expect(files.kinds).toEqual(['banner'])
    expect(preloadQueueOf(files, config).map((q) => q.href)).toEqual(['/js/basic.js', '/css/basic.css'])
  })

  it('queues the first kinds\' code to run, then the images (the first at high priority), then the rest preloaded; a shared chunk once', () => {
    const queue = preloadQueueOf({ kinds: ['banner', 'tab', 'yanxuanProduct'], firstKinds: ['banner'], images: ['https://img.example/1.png', 'https://img.example/2.png'] }, config)
    expect(queue).toEqual([
      { href: '/js/basic.js', as: 'run', high: false },
      { href: '/css/basic.css', as: 'style', high: false },
      { href: 'https://img.example/1.png', as: 'image', high: true },
      { href: 'https://img.example/2.png', as: 'image', high: false },
      { href: '/js/product.js', as: 'script', high: false }
    ])
  })
})
