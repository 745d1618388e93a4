/**
 * Each kind's first-screen hints (`blocks/<kind>/firstScreen.ts`), which index.html runs before the app, held
 * to the block itself: what a hint says the boot screen may draw is what the block's real model and view
 * then show. One test for every kind that declares hints; a new kind's hints are covered the day they land.
 * A kind's `firstCalls` is held to its store by the kind's own firstScreen.test.ts (its calls depend on
 * the server's clock and on sessions the scenarios give relative to the emulator's), which this test asks for.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { BLOCKS_DIR, readFirstScreens } from '../../config/blocks'
import { firstScreenContext } from '@/firstScreen/context'
import type { BootShot, FirstScreenHints } from '@/firstScreen/contract'
import { renderBlocks } from '../../test/utils/renderBlocks'
import { scenarioComponents as scenarioOf } from '../../test/utils/scenarioComponents'
import type { ComponentConfig } from '@/lib/types'

// Each case renders a block through the real registry: a kind's cases take some seconds.
jest.setTimeout(60_000)

const KINDS = readFirstScreens<FirstScreenHints>()

type Component = ComponentConfig & { data: Record<string, { contents?: unknown[] }> }
const scenarioComponents = (kind: string) => scenarioOf(kind) as Component[]

/** Hostile and odd values a config field may hold. */
const ODD_VALUES: unknown[] = ['', 'javascript:alert(1)', '//img.example/odd.png', 'https://img.example/"onerror="x.png', 'data:image/png;base64,AAAA', 0, -1, '300', null, {}]

/** Variants of one component: each field of its settings (and of their nested objects, one level) dropped or set to an odd value. */
function variants (component: Component): Component[] {
  const kind = Object.keys(component.data)[0]
  const contents = component.data[kind].contents?.[0]
  if (!contents || typeof contents !== 'object') return []
  const made: Component[] = []
  const withContents = (next: unknown): Component => ({ ...component, data: { [kind]: { ...component.data[kind], contents: [next] } } })
  const mutate = (target: Record<string, unknown>, replace: (next: Record<string, unknown>) => unknown) => {
    for (const key of Object.keys(target)) {
      const { [key]: _dropped, ...rest } = target
      made.push(withContents(replace(rest)))
      for (const odd of ODD_VALUES) made.push(withContents(replace({ ...target, [key]: odd })))
    }
  }
  const top = contents as Record<string, unknown>
  mutate(top, (next) => next)
  for (const [key, value] of Object.entries(top)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) mutate(value as Record<string, unknown>, (next) => ({ ...top, [key]: next }))
    // A list's first entry (a carousel's first slide).
    if (Array.isArray(value) && value[0] && typeof value[0] === 'object') {
      const first = value[0] as Record<string, unknown>
      mutate(first, (next) => ({ ...top, [key]: [next, ...value.slice(1)] }))
      const redirect = first.redirect
      if (redirect && typeof redirect === 'object') mutate(redirect as Record<string, unknown>, (next) => ({ ...top, [key]: [{ ...first, redirect: next }, ...value.slice(1)] }))
    }
  }
  return made
}

/** What the rendered block shows first: its first image's URL and the box it reserves (width / height), if any. */
function firstShown (): BootShot | undefined {
  const img = document.querySelector('.ratio-image img')
  if (!img) return undefined
  const box = img.closest('.ratio-image') as HTMLElement
  const padding = box.classList.contains('ratio-image--boxed') ? parseFloat(box.style.paddingTop) : NaN
  return { src: img.getAttribute('src') ?? '', ratio: Number.isFinite(padding) ? 100 / padding : undefined }
}

const sameShot = (hint: BootShot, shown: BootShot | undefined) => {
  expect(shown?.src).toBe(hint.src)
  // The box to within the view's rounding of the padding (4 decimals of a percentage).
  if (hint.ratio === undefined) expect(shown?.ratio).toBeUndefined()
  else expect(Math.abs((shown?.ratio ?? NaN) / hint.ratio - 1)).toBeLessThan(1e-4)
}

/** Renders one component through the real registry and block list, and reads what it shows; unmounts it. */
async function render (component: Component, cookies: 'none' | 'all'): Promise<BootShot | undefined> {
  const { utils, platform } = await renderBlocks([component], {
    platform: cookies === 'all' ? { cookies: { get: () => '1', set: () => undefined, remove: () => undefined } } : {}
  })
  void platform
  const shown = firstShown()
  utils.unmout()
  return shown
}

describe('first-screen hints (index.html) hold to the blocks they stand for', () => {
  it('some kinds declare hints, and every hint module is self-contained: its functions run alone, as index.html runs them', () => {
    expect(KINDS.length).toBeGreaterThan(0)
    for (const { kind, hints } of KINDS) {
      const functions = Object.entries(hints).filter(([, fn]) => typeof fn === 'function')
      expect([kind, functions.length]).not.toEqual([kind, 0])
      for (const [name, fn] of functions) {
        // Its source alone, in a context of its own: no import, no closure over the module (config/webpack/campaignHtml.ts serialises it so).
        const alone = vm.runInNewContext(`(${String(fn)})`) as (...args: unknown[]) => unknown
        const ctx = firstScreenContext(() => undefined)
        for (const component of scenarioComponents(kind).slice(0, 3)) {
          const contents = component.data[kind].contents?.[0]
          const args = name === 'firstCalls' ? [[component], Date.parse('2026-11-11T10:00:00+08:00')] : name === 'popupImage' ? [contents, component.uuid, ctx] : [contents, ctx]
          expect(JSON.stringify(alone(...args))).toBe(JSON.stringify((fn as (...a: unknown[]) => unknown)(...args)))
        }
      }
    }
  })

  it('a kind whose hints start calls holds them to its store in its own firstScreen.test.ts', () => {
    for (const { kind, hints } of KINDS.filter(({ hints }) => typeof hints.firstCalls === 'function')) {
      expect([kind, existsSync(path.join(BLOCKS_DIR, kind, 'firstScreen.test.ts'))]).toEqual([kind, true])
      void hints
    }
  })

  it('a kind whose hint gives its height (firstBox) holds it to its block in its own firstScreen.test.ts (and test/e2e/bootPreview.test.ts to its layout)', () => {
    const boxKinds = KINDS.filter(({ hints }) => typeof hints.firstBox === 'function')
    expect(boxKinds.length).toBeGreaterThan(0)
    for (const { kind } of boxKinds) expect([kind, existsSync(path.join(BLOCKS_DIR, kind, 'firstScreen.test.ts'))]).toEqual([kind, true])
  })

  const imageKinds = KINDS.filter(({ hints }) => typeof hints.firstImage === 'function')
  describe.each(imageKinds.map(({ kind, hints }) => [kind, hints] as const))('%s: the image the boot screen draws first', (kind, hints) => {
    const scenario = scenarioComponents(kind)
    const ctx = firstScreenContext(() => undefined)

    it('is the image and box the block shows, for every such component of the scenarios', async () => {
      expect(scenario.length).toBeGreaterThan(0)
      let drawn = 0
      for (const component of scenario) {
        const contents = component.data[kind].contents?.[0] as Record<string, unknown> | undefined
        if (!contents || typeof contents !== 'object' || contents.circleType) continue
        const hint = hints.firstImage!(contents, ctx)
        const shown = await render(component, 'none')
        // A scenario's image block draws on the boot screen, as it shows.
        expect([component.uuid, hint?.src]).toEqual([component.uuid, shown?.src])
        if (hint) sameShot(hint, shown)
        if (hint) drawn++
      }
      expect(drawn).toBeGreaterThan(0)
    })

    it('never promises what the block will not show, whatever its fields hold (each dropped, emptied, hostile, of the wrong type)', async () => {
      let checked = 0
      // Two configs that draw (not behind a login wall), each varied field by field.
      const drawn = scenario.filter((c) => { const contents = c.data[kind].contents?.[0] as Record<string, unknown> | undefined; return !!contents && typeof contents === 'object' && !contents.circleType && !!hints.firstImage!(contents, ctx) })
      expect(drawn.length).toBeGreaterThan(0)
      const all = drawn.slice(0, 2).flatMap(variants)
      for (const component of all) {
        const contents = component.data[kind].contents?.[0] as Record<string, unknown>
        if (contents.circleType) continue
        const hint = hints.firstImage!(contents, ctx)
        if (!hint) continue
        sameShot(hint, await render(component, 'none'))
        checked++
      }
      // Most variants still show an image (a field that does not matter, an odd size): the check is not empty.
      expect(checked).toBeGreaterThan(all.length / 4)
    })
  })

  const popupKinds = KINDS.filter(({ hints }) => typeof hints.popupImage === 'function')
  describe.each(popupKinds.map(({ kind, hints }) => [kind, hints] as const))('%s: the popup over the boot screen', (kind, hints) => {
    const scenario = scenarioComponents(kind)

    it('shows when the block pops up, with its image and box, and not when it does not: with no cookie, and with every "already shown" cookie set', async () => {
      expect(scenario.length).toBeGreaterThan(0)
      const cases = [...scenario, ...scenario.slice(0, 1).flatMap(variants)]
      let popped = 0
      for (const component of cases) {
        const contents = component.data[kind].contents?.[0] as Record<string, unknown>
        if (!contents || typeof contents !== 'object' || contents.circleType) continue
        for (const cookies of ['none', 'all'] as const) {
          const hint = hints.popupImage!(contents, component.uuid, firstScreenContext(() => cookies === 'all' ? '1' : undefined))
          const shown = await render(component, cookies)
          if (hint) { sameShot(hint, shown); popped++ }
          // No popup on the boot screen: the block pops up nothing either, unless with an image the hints' stricter URL rule refuses.
          else if (shown && firstScreenContext(() => undefined).url(shown.src)) throw new Error(`${component.uuid} (${cookies} cookies): the block pops up ${shown.src}, the hint says it will not`)
        }
      }
      expect(popped).toBeGreaterThan(0)
    })
  })
})
