/**
 * Property tests of lib's pure rules whose inputs come from config or answers (issue 28, build 1): each takes
 * any JSON or hostile value and answers a value of its type within its bounds, never a throw. Fixed seed.
 */
import fc from 'fast-check'
import {
  aspectRatioOf, backgroundImage, bool, color, cut, imageSizeOf, imageUrl, isComponentConfig, keyword, list, MAX_ASPECT_RATIO,
  MAX_LIST, MAX_TEXT, MAX_URL, MIN_ASPECT_RATIO, num, positive, rawText, redirectsOf, str, targetStr, urlStr
} from './config'
import { formatServerTime, parseServerTime } from './time'
import { cleanTarget, cssUrl, encodeParam, isHttpUrl, isMiniPagePath, onSite, safeNavigationOf, withoutParam } from './url'
import { errorDetail, errorMessage } from './errors'
import { hostileNumber, hostileString, hostileValue, PROPERTY_RUNS, SEED } from '../../test/utils/hostile'

const RUNS = PROPERTY_RUNS
const options = { seed: SEED, numRuns: RUNS }
const anyValue = fc.oneof(hostileValue(), hostileString, hostileNumber)
// eslint-disable-next-line no-control-regex
const RUNNABLE = (s: string) => /^(javascript|data|vbscript):/i.test(s.replace(/[\u0000-\u0020]/g, ''))
const LONE_SURROGATE_AT_END = /[\ud800-\udbff]$/

describe('config readers take any value', () => {
  it('texts: str and rawText within MAX_TEXT, never ending on half a pair cut there; keyword a trimmed upper-case text', () => {
    fc.assert(fc.property(anyValue, (v) => {
      const s = str(v)
      const raw = rawText(v)
      expect(s === undefined || (s.length > 0 && s.length <= MAX_TEXT && s === s.trim())).toBe(true)
      expect(raw.length).toBeLessThanOrEqual(MAX_TEXT)
      if (typeof v === 'string' && v.length > MAX_TEXT) expect(LONE_SURROGATE_AT_END.test(raw) && !LONE_SURROGATE_AT_END.test(v.slice(0, raw.length + 1))).toBe(false)
      const k = keyword(v)
      expect(k).toBe(typeof v === 'string' ? v.trim().toUpperCase() : typeof v === 'number' ? String(v) : '')
      expect(typeof bool(v)).toBe('boolean')
    }), options)
  })

  it('cut keeps at most max units and never splits a pair', () => {
    fc.assert(fc.property(hostileString, fc.nat(300), (text, max) => {
      const c = cut(text, max)
      expect(c.length).toBeLessThanOrEqual(Math.max(max, 0))
      expect(text.startsWith(c)).toBe(true)
      if (c.length < text.length && c.length > 0) expect(/[\ud800-\udbff]/.test(c[c.length - 1]) && /[\udc00-\udfff]/.test(text[c.length])).toBe(false)
    }), options)
  })

  it('numbers: num finite or none, positive > 0 or none, list within MAX_LIST', () => {
    fc.assert(fc.property(anyValue, (v) => {
      const n = num(v)
      const p = positive(v)
      expect(n === undefined || Number.isFinite(n)).toBe(true)
      expect(p === undefined || (Number.isFinite(p) && p > 0)).toBe(true)
      expect(list(v).length).toBeLessThanOrEqual(MAX_LIST)
    }), options)
  })

  it('URLs: urlStr within MAX_URL; imageUrl http(s) only with no breakout character; backgroundImage a closed url("…"); targets never runnable', () => {
    fc.assert(fc.property(anyValue, (v) => {
      const u = urlStr(v)
      expect(u === undefined || (u.length > 0 && u.length <= MAX_URL)).toBe(true)
      const image = imageUrl(v)
      if (image !== undefined) {
        expect(isHttpUrl(image)).toBe(true)
        expect(image).not.toMatch(/[\s"'()<>\\]/)
      }
      const bg = backgroundImage(v)
      if (bg !== undefined) expect(bg).toMatch(/^url\("https?:\/\/[^"'()\\\s;<>{}]*"\)$/i)
      const target = targetStr(v)
      expect(target === undefined || !RUNNABLE(target)).toBe(true)
    }), options)
  })

  it('colours: only hex, rgb/hsl of plain numbers or a plain name (no `;`, `}` or url())', () => {
    fc.assert(fc.property(anyValue, (v) => {
      const c = color(v)
      if (c !== undefined) expect(c).toMatch(/^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%]+\)|[a-z]{3,20})$/i)
    }), options)
  })

  it('click targets: at most 20, text fields only, none runnable', () => {
    fc.assert(fc.property(fc.oneof(anyValue, fc.array(fc.record({ platform: fc.oneof(hostileString, anyValue), scheme: anyValue, path: anyValue }, { requiredKeys: [] }), { maxLength: 30 })), (v) => {
      const items = redirectsOf(v)
      expect(items.length).toBeLessThanOrEqual(20)
      for (const item of items) {
        expect(typeof item.platform).toBe('string')
        for (const t of [item.scheme, item.path]) expect(t === undefined || (typeof t === 'string' && !RUNNABLE(t) && t.length <= MAX_URL)).toBe(true)
      }
    }), options)
  })

  it(`image ratios and sizes within [${MIN_ASPECT_RATIO}, ${MAX_ASPECT_RATIO}], finite and positive`, () => {
    const size = fc.oneof(anyValue, hostileNumber, hostileNumber.map(String))
    fc.assert(fc.property(size, size, (w, h) => {
      const ratio = aspectRatioOf(w, h)
      expect(ratio === undefined || (ratio >= MIN_ASPECT_RATIO && ratio <= MAX_ASPECT_RATIO)).toBe(true)
      const box = imageSizeOf(w, h)
      if (box) {
        expect(Number.isFinite(box.width) && box.width > 0 && Number.isFinite(box.height) && box.height > 0).toBe(true)
        const r = box.width / box.height
        expect(r >= MIN_ASPECT_RATIO * (1 - 1e-9) && r <= MAX_ASPECT_RATIO * (1 + 1e-9)).toBe(true)
      }
      expect(typeof isComponentConfig(w)).toBe('boolean')
    }), options)
  })
})

describe('server times (sysTime, startTime, endTime) take any value', () => {
  it('parseServerTime is a time formatServerTime can write, or none', () => {
    fc.assert(fc.property(fc.oneof(anyValue, fc.integer().map(String), fc.double().map(String), fc.date({ noInvalidDate: true }).map((d) => d.toISOString())), (v) => {
      const ms = parseServerTime(v)
      if (ms === undefined) return
      expect(Number.isFinite(ms)).toBe(true)
      // The seckill asks for its prices with the session's times written back: a time must be writable.
      expect(formatServerTime(ms)).toMatch(/^[-+]?\d{4,6}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    }), options)
  })
})

describe('URL rules take any string', () => {
  it('never throw; what may be opened or styled is http(s), a page path, a hash, a query or an own deep link', () => {
    fc.assert(fc.property(hostileString, hostileString, (raw, name) => {
      const target = safeNavigationOf(raw)
      if (target !== undefined) {
        expect(RUNNABLE(target)).toBe(false)
        expect(target).not.toMatch(/^[/\\][/\\]/)
        expect(target).toBe(cleanTarget(target))
      }
      const on = onSite(cleanTarget(raw), 'https://m.example.cn/act/')
      if (on !== undefined) expect(new URL(on).origin).toBe('https://m.example.cn')
      expect(encodeParam(raw)).not.toMatch(/[^A-Za-z0-9\-_.!~*'()%]/)
      expect(cssUrl(raw)).toMatch(/^url\("[^"'()\\\s;<>{}]*"\)$/)
      expect(typeof withoutParam(raw, name)).toBe('string')
      expect(typeof isMiniPagePath(raw)).toBe('boolean')
    }), options)
  })
})

describe('error texts take anything thrown', () => {
  it('errorMessage is the catalogue fallback for anything but our own errors; errorDetail a text', () => {
    fc.assert(fc.property(fc.oneof(anyValue, anyValue.map((v) => new Error(String(typeof v)))), (thrown) => {
      expect(errorMessage(thrown, 'fallback')).toBe('fallback')
      expect(typeof errorDetail(thrown)).toBe('string')
    }), options)
  })
})
