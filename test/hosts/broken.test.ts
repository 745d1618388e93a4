/**
 * The harness must fail on broken bundles. Each test copies dist/weapp into
 * .tmp/ (git-ignored), breaks the copy in one way and expects boot, render or the
 * assertion helpers to fail with a message that names the problem. A control test
 * runs the same steps on an unbroken copy.
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { startEmulator, type RunningEmulator } from '../../server/app'
import { zhCN } from '../../src/i18n/zh-CN'
import { bootMiniProgram, type MiniProgramHarness, type HostRequest } from './harness'

const ROOT = path.resolve(__dirname, '..', '..')
const SOURCE = path.join(ROOT, 'dist', 'weapp')
const WORK = path.join(ROOT, '.tmp', `hosts-broken-${process.pid}`)
const PAGE = 'pages/campaign/index'
const RELEASE_PATH = '/campaign-center/api/avatar/pages/get-release'

const demo = JSON.parse(fs.readFileSync(path.join(ROOT, 'server', 'scenarios', 'demo.json'), 'utf8')) as { page: { components: Array<{ data: { banner?: { contents: Array<{ bullets: Array<{ text: string }> }> } } }> } }
/** A text the rendered demo shows: its banner's first bullet. */
const demoTitle = demo.page.components[0].data.banner?.contents[0].bullets[0].text as string

let emulator: RunningEmulator
const open: MiniProgramHarness[] = []
let copies = 0

beforeAll(async () => {
  if (!fs.existsSync(path.join(SOURCE, 'app.js'))) throw new Error('dist/weapp is missing: npm run build:weapp')
  emulator = await startEmulator({ port: 0 })
})
afterAll(async () => {
  await emulator?.close()
  fs.rmSync(WORK, { recursive: true, force: true })
})
afterEach(() => {
  for (const h of open.splice(0)) h.dispose()
})

/** A fresh copy of dist/weapp. */
function copyDist (name: string): string {
  const dir = path.join(WORK, `${++copies}-${name}`)
  fs.cpSync(SOURCE, dir, { recursive: true })
  return dir
}

/** Replaces `pattern` in one file of the copy; fails when the anchor is gone (the bundle changed shape). */
function edit (dir: string, file: string, pattern: RegExp, replacement: string): void {
  const p = path.join(dir, file)
  const src = fs.readFileSync(p, 'utf8')
  if (!pattern.test(src)) throw new Error(`broken.test.ts: anchor ${pattern} not found in ${file}; update the test to the new bundle`)
  fs.writeFileSync(p, src.replace(pattern, replacement))
}

/**
 * Removes one property (`onClick:…`) from the minified object literal that holds `anchor`
 * (e.g. the JSX props `{className:"…",onClick:r,children:…}`), whatever its value looks like.
 */
function stripProp (dir: string, file: string, anchor: string, prop: string): void {
  const p = path.join(dir, file)
  const src = fs.readFileSync(p, 'utf8')
  const at = src.indexOf(anchor)
  if (at < 0) throw new Error(`broken.test.ts: ${anchor} not found in ${file}; update the test to the new bundle`)
  // The enclosing object literal's opening brace.
  let depth = 0
  let start = at
  for (; start >= 0; start--) {
    const ch = src[start]
    if (ch === '}' || ch === ')' || ch === ']') depth++
    else if (ch === '{' || ch === '(' || ch === '[') { if (depth === 0) break; depth-- }
  }
  // Walk its top-level properties and cut `prop:<value>` up to the next top-level comma or the closing brace.
  let i = start + 1
  depth = 0
  let propStart = i
  for (; i < src.length; i++) {
    const ch = src[i]
    if (ch === '"' || ch === "'") {
      // Skip the string literal (minified code escapes quotes with a backslash).
      for (i++; i < src.length && src[i] !== ch; i++) if (src[i] === '\\') i++
      continue
    }
    if (ch === '{' || ch === '(' || ch === '[') depth++
    else if (ch === '}' || ch === ')' || ch === ']') {
      if (depth === 0) break
      depth--
    } else if (ch === ',' && depth === 0) {
      if (src.startsWith(`${prop}:`, propStart)) break
      propStart = i + 1
    }
  }
  if (!src.startsWith(`${prop}:`, propStart)) throw new Error(`broken.test.ts: no ${prop} next to ${anchor} in ${file}; update the test to the new bundle`)
  const cutStart = src[propStart - 1] === ',' ? propStart - 1 : propStart
  const cutEnd = src[propStart - 1] === ',' ? i : Math.min(i + 1, src.length)
  const out = src.slice(0, cutStart) + src.slice(cutEnd)
  fs.writeFileSync(p, out)
}

async function boot (distDir: string, onRequest?: (req: HostRequest) => HostRequest): Promise<MiniProgramHarness> {
  const h = await bootMiniProgram({ target: 'weapp', distDir, gatewayOrigin: emulator.origin, onRequest, maxSettleMs: 5000 })
  open.push(h)
  return h
}

/** Boot, open the demo page, settle: what every host test does first. */
async function renderDemo (distDir: string, onRequest?: (req: HostRequest) => HostRequest): Promise<MiniProgramHarness> {
  const h = await boot(distDir, onRequest)
  await h.openPage(PAGE, { activityId: 'demo' })
  await h.settle()
  return h
}

/** The first page call answers HTTP 500, so the page shows its refresh button. */
function failFirstCall (): (req: HostRequest) => HostRequest {
  let done = false
  return (req) => {
    if (done || new URL(req.url).pathname !== RELEASE_PATH) return req
    done = true
    return { ...req, headers: { ...req.headers, 'x-emu-fault': 'http500' } }
  }
}

test('control: an unbroken copy renders, and its refresh tap works', async () => {
  const dir = copyDist('control')
  const h = await renderDemo(dir, failFirstCall())
  await h.tapAndSettle(h.getByText(zhCN['page.refresh']))
  expect(h.texts()).toContain(demoTitle)
})

test('missing vendors.js fails the boot and names the file', async () => {
  const dir = copyDist('no-vendors')
  fs.rmSync(path.join(dir, 'vendors.js'))
  await expect(boot(dir)).rejects.toThrow(/cannot find "\.\/vendors".*required by app\.js/)
})

test("another target's taro.js (Alipay's) fails the boot", async () => {
  const dir = copyDist('alipay-taro')
  fs.copyFileSync(path.join(ROOT, 'dist', 'alipay', 'taro.js'), path.join(dir, 'taro.js'))
  await expect(boot(dir)).rejects.toThrow(/loading taro\.js threw: ReferenceError: my is not defined/)
})

test("another target's taro.js (Toutiao's) fails the boot", async () => {
  const dir = copyDist('tt-taro')
  fs.copyFileSync(path.join(ROOT, 'dist', 'tt', 'taro.js'), path.join(dir, 'taro.js'))
  await expect(boot(dir)).rejects.toThrow(/ReferenceError: tt is not defined/)
})

test('a page whose render throws fails render with the error', async () => {
  const dir = copyDist('render-throws')
  // The loading state's text is looked up during render: make that lookup throw.
  edit(dir, `${PAGE}.js`, /(\(0,[\w$.]+\)|\b[\w$]+)\("page\.loading"\)/, '(function(){throw new Error("render broken on purpose")})()')
  await expect(renderDemo(dir)).rejects.toThrow(/logged console\.error: Error: render broken on purpose/)
})

test('a removed tap handler (the tap reaches no handler) is reported by tapAndSettle', async () => {
  const dir = copyDist('no-onclick')
  // The refresh button is a ui/Tap: its handler is the onTap prop next to its class. Without one, Taro draws
  // the view with its static template (no tap binding), so the tap reaches nothing.
  stripProp(dir, `${PAGE}.js`, 'className:"campaign-placeholder__refresh"', 'onTap')
  const h = await renderDemo(dir, failFirstCall())
  const refresh = h.getByText(zhCN['page.refresh'])
  await expect(h.tapAndSettle(refresh)).rejects.toThrow(/nothing handles a tap on <view\.tap\.campaign-placeholder__refresh> "刷新"/)
  expect(h.texts()).not.toContain(demoTitle)
})

test("a template without the view's tap binding is reported by tap()", async () => {
  const dir = copyDist('no-bindtap')
  const base = path.join(dir, 'base.wxml')
  const src = fs.readFileSync(base, 'utf8')
  // Drop bindtap from every <view> template (the refresh button is a view with a role, ui/Tap).
  const out = src.replace(/(<template name="tmpl_\d+_\w+">\s*<view\b[^>]*?)\s+bindtap="eh"/g, '$1')
  expect(out).not.toBe(src)
  fs.writeFileSync(base, out)
  const h = await renderDemo(dir, failFirstCall())
  expect(() => h.tap(h.getByText(zhCN['page.refresh']))).toThrow(/nothing handles a tap on <view\.tap\.campaign-placeholder__refresh>/)
})

test('a missing page chunk fails openPage', async () => {
  const dir = copyDist('no-page')
  fs.rmSync(path.join(dir, `${PAGE}.js`))
  const h = await boot(dir)
  await expect(h.openPage(PAGE, { activityId: 'demo' })).rejects.toThrow(/page chunk pages\/campaign\/index\.js is missing/)
})

test('a page chunk that never calls Page() fails openPage', async () => {
  const dir = copyDist('no-Page-call')
  edit(dir, `${PAGE}.js`, /\bPage\(([\w$]+)\)/, 'void($1)')
  const h = await boot(dir)
  await expect(h.openPage(PAGE, { activityId: 'demo' })).rejects.toThrow(/never called Page\(\)/)
})

test('a bundle that requires a Node module fails the boot', async () => {
  const dir = copyDist('node-require')
  edit(dir, 'app.js', /require\("\.\/vendors"\)/, 'require("fs"),require("./vendors")')
  await expect(boot(dir)).rejects.toThrow(/requires "fs": a mini-program bundle can only require its own files/)
})

test('an endless timer loop fails settle() instead of hanging', async () => {
  const dir = copyDist('endless-timer')
  edit(dir, 'app.js', /require\("\.\/vendors"\)/, '(function spin(){setTimeout(spin,0)})(),require("./vendors")')
  await expect(boot(dir)).rejects.toThrow(/still busy after 5000 timer callbacks.*endless timer loop/)
})

test('a host API the harness does not emulate fails loudly, even when the bundle swallows the error', async () => {
  const dir = copyDist('unemulated-api')
  edit(dir, 'app.js', /require\("\.\/vendors"\)/, 'setTimeout(function(){try{wx.scanCode({})}catch(e){}},0),require("./vendors")')
  await expect(boot(dir)).rejects.toThrow(/called host API wx\.scanCode, which test\/hosts\/harness\.ts does not emulate/)
})

test('a gateway that never answers fails settle() within its real-time bound', async () => {
  // A server that accepts the request and never answers.
  const silent = http.createServer(() => undefined)
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  const { port } = silent.address() as AddressInfo
  try {
    const dir = copyDist('hung-request')
    const h = await bootMiniProgram({ target: 'weapp', distDir: dir, gatewayOrigin: `http://127.0.0.1:${port}`, requestTimeoutMs: 60_000, maxSettleMs: 300 })
    open.push(h)
    await h.openPage(PAGE, { activityId: 'demo' })
    await expect(h.settle()).rejects.toThrow(/did not settle within 300 ms real time; in flight: (GET|POST) http:\/\/127\.0\.0\.1:\d+\//)
    h.dispose()
  } finally {
    silent.closeAllConnections()
    await new Promise((resolve) => silent.close(resolve))
  }
})
