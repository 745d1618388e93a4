/** Each block's CSS root is its kind in kebab case, and its classes stay in that root's BEM namespace (scripts/cssRoots.ts). */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { blockClassProblems, classProblems, rootClassOf, viewClassLists } from './cssRoots'

describe('block CSS roots', () => {
  it('every block uses its kind in kebab case as its root class, and no class outside it', () => {
    expect(blockClassProblems()).toEqual({})
  })

  it('names the root after the kind', () => {
    expect(rootClassOf('yanxuanProductCard')).toBe('yanxuan-product-card')
    expect(rootClassOf('yanxuanSeckill')).toBe('yanxuan-seckill')
    expect(rootClassOf('hotImage')).toBe('hot-image')
    expect(rootClassOf('banner')).toBe('banner')
  })
})

describe('the check itself', () => {
  const shared = new Set(['price', 'price__symbol', 'fixed-control', 'fixed-control--top'])
  let dir = ''
  beforeAll(() => { dir = mkdtempSync(path.join(os.tmpdir(), 'css-roots-')) })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const style = (scss: string) => {
    const file = path.join(dir, `style-${Math.random().toString(36).slice(2)}.scss`)
    writeFileSync(file, scss)
    return file
  }

  it('reads class lists from literals, templates, conditionals, constants and joined arrays', () => {
    const lists = viewClassLists(`
      const tone = 'x__tone'
      const cls = ['x', flag ? 'x--a' : 'x--b'].join(' ')
      export default () => <View className={cls}><Text className={\`x__item\${on ? ' x__item--on' : ''} \${tone}\`} /><Img className={props.className} /></View>
    `)
    expect(lists).toEqual([
      ['x', 'x--a'], ['x', 'x--b'],
      ['x__item', 'x__item--on', 'x__tone'], ['x__item', 'x__tone'],
      ['\u0000']
    ])
  })

  it('passes a view and style inside the namespace, with shared classes under it', () => {
    const view = "export default () => <View className='hot-image fixed-control'><Text className={`hot-image__zone hot-image__zone--${n}`} /></View>"
    const scss = style('.hot-image { &__zone { color: red; } &--wide &__zone .price__symbol { color: blue; } }')
    expect(classProblems('hotImage', { 'view.tsx': view }, scss, shared)).toEqual([])
  })

  it('flags a drifted root, a class of another namespace and a style outside the root', () => {
    const view = "export default () => <View className='yx-card'><Text className='yx-card__title' /><Text className={`seckill--${s}`} /></View>"
    const scss = style('.yx-card { color: red; }\n.yanxuan-product-card__title .yx-card__tag { color: red; }\n.price__symbol { color: blue; }')
    expect(classProblems('yanxuanProductCard', { 'view.tsx': view }, scss, shared)).toEqual([
      'view.tsx: class "yx-card" is outside .yanxuan-product-card (and not a shared class)',
      'view.tsx: class "yx-card__title" is outside .yanxuan-product-card (and not a shared class)',
      'view.tsx: class "seckill--{…}" is outside .yanxuan-product-card (and not a shared class)',
      'no element of the view has "yanxuan-product-card" as its first class (the block\'s root class)',
      expect.stringMatching(/: a selector starts at \.yx-card, outside \.yanxuan-product-card$/),
      expect.stringMatching(/: \.yx-card__tag is outside \.yanxuan-product-card \(and not a shared class\)$/),
      expect.stringMatching(/: a selector starts at \.price__symbol, outside \.yanxuan-product-card$/)
    ])
  })

  it('lets a selector start at a page mode (the elderly mode) and then holds it to the namespace', () => {
    const view = "export default () => <View className='hot-image'><Text className='hot-image__zone' /></View>"
    expect(classProblems('hotImage', { 'view.tsx': view }, style('.display--elderly .hot-image { &__zone { color: red; } }'), shared)).toEqual([])
    expect(classProblems('hotImage', { 'view.tsx': view }, style('.display--elderly .price__symbol { color: red; }'), shared)).toEqual([
      expect.stringMatching(/: a selector starts at \.price__symbol, outside \.hot-image$/)
    ])
  })

  it('wants the root class first on an element, not only somewhere', () => {
    const view = "export default () => <View className='fixed-control back-top' />"
    expect(classProblems('backTop', { 'view.tsx': view }, undefined, shared)).toEqual(['no element of the view has "back-top" as its first class (the block\'s root class)'])
  })

  it('holds a kind that renders no element of its own to that', () => {
    expect(classProblems('ahsMutex', { 'view.tsx': 'export default () => <BlockList components={[]} />' }, undefined, shared)).toEqual([])
    expect(classProblems('ahsMutex', { 'view.tsx': "export default () => <View className='ahs-mutex' />" }, undefined, shared))
      .toEqual(['ahsMutex is listed as rendering no element of its own, but its view sets classes'])
  })
})
