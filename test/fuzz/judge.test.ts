import { zhCN } from '../../src/i18n/zh-CN'
import { PWNED_TITLE } from '../utils/hostile'
import { BURIED_PX, hostsIn, judge, stringsOf, type Snapshot } from './judge'

const snap = (over: Partial<Snapshot> = {}): Snapshot => ({
  blocks: [{ uuid: 'a', h: 100, top: 0 }, { uuid: 'b', h: 200, top: 100 }, { uuid: 'c', h: 50, top: 300 }],
  text: '双11 以旧换新 ¥1999',
  placeholder: null,
  faults: [],
  title: '双11',
  settled: true,
  ...over
})
const untouched = { touched: [], pageTouched: false }
const counters = (found: ReturnType<typeof judge>) => found.map((f) => f.counter)

describe('the page fuzzer\'s verdict', () => {
  it('finds nothing on a page that shows what its unmutated twin showed', () => {
    expect(judge(untouched, snap(), snap(), '', 1000)).toEqual([])
  })

  it('counts a good block that is gone, of zero height, or pushed out of reach; a touched one may go', () => {
    const lost = snap({ blocks: [{ uuid: 'a', h: 100, top: 0 }, { uuid: 'b', h: 0, top: 100 }, { uuid: 'c', h: 50, top: 300 + BURIED_PX + 1 }] })
    expect(judge(untouched, lost, snap(), '', 1000).map((f) => f.detail)).toEqual(['b not shown', `c pushed ${BURIED_PX + 1} px down`])
    expect(judge({ touched: ['b', 'c'], pageTouched: false }, lost, snap(), '', 1000)).toEqual([])
    // A block pushed down less than that (a longer text above it) is still there.
    expect(judge(untouched, snap({ blocks: snap().blocks.map((b) => ({ ...b, top: b.top + 3000 })) }), snap(), '', 1000)).toEqual([])
  })

  it('counts a blank page when good blocks were left, not when the mutations touched them all or the page itself', () => {
    const blank = snap({ blocks: [], placeholder: zhCN['page.crashed'] })
    expect(counters(judge({ touched: ['a'], pageTouched: false }, blank, snap(), '', 1000))).toEqual(['blankPages', 'goodBlocksLost', 'goodBlocksLost'])
    expect(judge({ touched: ['a', 'b', 'c'], pageTouched: false }, blank, snap(), '', 1000)).toEqual([])
    expect(judge({ touched: [], pageTouched: true }, blank, snap(), '', 1000)).toEqual([])
  })

  it('a page the app must refuse whole (too big to read): its placeholder says what the case expects, else it counts', () => {
    const refused = { touched: [], pageTouched: true, placeholder: zhCN['error.requestFailed'] }
    expect(judge(refused, snap({ blocks: [], placeholder: zhCN['error.requestFailed'] }), snap(), '', 1000)).toEqual([])
    expect(judge(refused, snap(), snap(), '', 1000).map((f) => f.detail)).toEqual(['placeholder not shown, not "请求失败"'])
    expect(counters(judge(refused, snap({ blocks: [], placeholder: zhCN['page.crashed'] }), snap(), '', 1000))).toEqual(['blankPages'])
  })

  it('counts an exception\'s text the config does not write itself, a placeholder not from the catalogue and a block fault', () => {
    expect(counters(judge(untouched, snap({ text: '¥NaN 到手价' }), snap(), '', 1000))).toEqual(['rawErrorTexts'])
    expect(judge(untouched, snap({ text: '¥NaN 到手价' }), snap(), 'NaN', 1000)).toEqual([])
    expect(counters(judge(untouched, snap({ text: 'TypeError: e.trim is not a function' }), snap(), '', 1000))).toEqual(['rawErrorTexts', 'rawErrorTexts'])
    expect(counters(judge(untouched, snap({ text: '[object Object]' }), snap(), '', 1000))).toEqual(['rawErrorTexts'])
    const placeholder = (text: string) => counters(judge({ touched: [], pageTouched: true }, snap({ blocks: [], placeholder: text, text }), snap(), '', 1000))
    expect(placeholder('e.trim is not a function')).toEqual(['rawErrorTexts', 'rawErrorTexts'])
    expect(placeholder('Invalid time value')).toEqual(['rawErrorTexts', 'rawErrorTexts'])
    expect(placeholder(zhCN['page.crashed'])).toEqual([])
    expect(placeholder(zhCN['page.failed'])).toEqual([])
    expect(counters(judge(untouched, snap({ faults: ['组件「banner」渲染出错'] }), snap(), '', 1000))).toEqual(['rawErrorTexts'])
  })

  it('counts the title a payload sets and a page that never settled', () => {
    expect(counters(judge(untouched, snap({ title: PWNED_TITLE }), snap(), '', 1000))).toEqual(['scriptExecutions'])
    expect(judge(untouched, snap({ settled: false }), snap(), '', 1000)).toEqual([{ counter: 'stuck', detail: 'not settled in 1000 ms' }])
  })

  it('allows the hosts of URLs the config writes itself, trimmed as the app trims them, not tricks that end on another host', () => {
    const page = { a: 'https://img.example.cn/a.png', b: ['/\\evil.test/x', ' https://spaced.test ', 'HTTP://Up.Test/x', 'https://ok.test/a.png);background:url(https://evil.test/x', ' //cdn.test/i.png', '///triple.test/x', 'x //mid.test'] }
    expect([...hostsIn(page)].sort()).toEqual(['img.example.cn', 'ok.test', 'spaced.test', 'up.test'])
    // An image's protocol-relative URL is loaded as https (lib/config.ts imageUrl): its host is the config's own for loads only.
    expect([...hostsIn(page, { protocolRelative: true })].sort()).toEqual(['cdn.test', 'img.example.cn', 'ok.test', 'spaced.test', 'up.test'])
    expect(stringsOf({ title: 'NaN', list: [{ k: 'x' }] }).split('\n')).toEqual(['title', 'NaN', 'list', 'k', 'x'])
  })
})
