/**
 * The visitor's text size and the elderly mode in the four mini-program hosts (issue 54): what the page's
 * root carries for its styles (ui/display) under each host's text size setting, read as the host reports it;
 * and what the elderly mode changes beyond the styles, as each host's templates get it.
 */
import { startEmulator, type RunningEmulator } from '../../server/app'
import { bootMiniProgram, MINI_TARGETS, type HostNode, type MiniProgramHarness, type MiniTarget } from './harness'
import type { TextSize } from './host/system'

const PAGE = 'pages/campaign/index'

let emulator: RunningEmulator
beforeAll(async () => { emulator = await startEmulator({ port: 0 }) })
afterAll(async () => { await emulator?.close() })

/** The campaign root's class and style, as its template draws them, on the demo page. */
async function root (target: MiniTarget, textSize?: TextSize, query: Record<string, string> = {}) {
  const h = await bootMiniProgram({ target, gatewayOrigin: emulator.origin, textSize })
  try {
    await h.openPage(PAGE, { activityId: 'demo', ...query })
    await h.settle()
    const node = h.getByClass('campaign')
    return { className: node.className, style: node.style }
  } finally {
    h.dispose()
  }
}

describe.each(MINI_TARGETS)('%s: the visitor\'s text size', (target) => {
  it('the standard size (the harness\'s iPhone at 16 px, under iOS\'s 17): the page as designed, nothing set', async () => {
    const { className, style } = await root(target)
    expect(className).not.toContain('display--elderly')
    expect(style).not.toContain('--text-scale')
  })

  it('a larger size the page follows (iOS 19.5 px: 1.15); the largest (关怀模式, 23.8 px) turns the elderly mode on', async () => {
    const larger = await root(target, { settingPx: 19.5 })
    expect(larger.className).not.toContain('display--elderly')
    expect(larger.style).toContain('--text-scale: 1.15;')
    const largest = await root(target, { settingPx: 23.8 })
    expect(largest.className).toContain('display--elderly')
    expect(largest.style).toContain('--text-scale: 1.5;')
  })

  it('the link\'s elderly=1 turns it on at the standard size; elderly=0 keeps it off at the largest', async () => {
    expect((await root(target, undefined, { elderly: '1' })).className).toContain('display--elderly')
    const refused = await root(target, { settingPx: 23.8 }, { elderly: '0' })
    expect(refused.className).not.toContain('display--elderly')
    expect(refused.style).toContain('--text-scale: 1.4;')
  })
})

it('WeChat\'s scale factor (getAppBaseInfo) comes before its px setting', async () => {
  expect((await root('weapp', { settingPx: 17, factor: 1.3 })).className).toContain('display--elderly')
})

/** The basic scenario (a slide carousel, the popup, the floating icon), in the elderly mode or not. */
async function basic (target: MiniTarget, elderly: boolean, check: (h: MiniProgramHarness) => void): Promise<void> {
  const h = await bootMiniProgram({ target, gatewayOrigin: emulator.origin })
  try {
    await h.openPage(PAGE, { activityId: 'basic', ...(elderly ? { elderly: '1' } : {}) })
    await h.settle()
    await h.advance(3000)
    check(h)
  } finally {
    h.dispose()
  }
}

const classes = (n: HostNode) => n.className.split(/\s+/)

describe.each(MINI_TARGETS)('%s: the elderly mode beyond the styles', (target) => {
  const seen = (h: MiniProgramHarness) => {
    const swipers = h.find((n) => n.tag === 'swiper')
    const icons = h.find((n) => classes(n).includes('suspend-icon'))
    // The entry popup (modal) floats over the page from the first render; its large look hangs on the mode's
    // class on a root above it (ui/display).
    const popups = h.find((n) => classes(n).includes('modal--open'))
    expect([swipers.length > 0, icons.length, popups.length]).toEqual([true, 1, 1])
    let elderlyAbove = false
    for (let n: HostNode | undefined = popups[0]; n; n = n.parent) if (classes(n).includes('display--elderly')) elderlyAbove = true
    return {
      autoplay: swipers.map((s) => h.attr(s, 'autoplay') === true),
      icon: classes(icons[0]).filter((c) => c.startsWith('suspend-icon') || c.startsWith('fixed-control')),
      dialogElderly: elderlyAbove
    }
  }

  it('as designed: the carousels autoplay, the floating icon floats, the popup is drawn plain', async () => {
    await basic(target, false, (h) => {
      const { autoplay, icon, dialogElderly } = seen(h)
      expect(autoplay.some(Boolean)).toBe(true)
      expect(icon).toEqual(['suspend-icon', 'fixed-control', 'fixed-control--icon'])
      expect(dialogElderly).toBe(false)
    })
  })

  it('elderly: no carousel autoplays, the floating icon is in the page\'s flow (over nothing), the popup is drawn large', async () => {
    await basic(target, true, (h) => {
      const { autoplay, icon, dialogElderly } = seen(h)
      expect(autoplay.every((a) => !a)).toBe(true)
      expect(icon).toEqual(['suspend-icon', 'suspend-icon--in-flow'])
      expect(dialogElderly).toBe(true)
    })
  })
})
