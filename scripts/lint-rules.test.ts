/** The project's own lint rules catch what they are for (each would pass silently if its selector broke). */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import path from 'node:path'
import { createInterface } from 'node:readline'

const ROOT = path.resolve(__dirname, '..')

/**
 * One ESLint, as `npm run lint` runs it (eslint.config.mjs), in one child process for the whole file: a line
 * of JSON in ({ id, file, code }), a line of its messages out. A process per snippet cost 40 s of the unit layer
 * (issue 52); in jest's own VM the ESM config cannot be loaded.
 */
const SERVER = `
const { ESLint } = require('eslint')
const eslint = new ESLint({ cwd: process.cwd() })
const rl = require('node:readline').createInterface({ input: process.stdin })
rl.on('line', async (line) => {
  const { id, file, code } = JSON.parse(line)
  const [report] = await eslint.lintText(code, { filePath: require('node:path').resolve(file) })
  process.stdout.write(JSON.stringify({ id, text: report.messages.map((m) => m.message).join('\\n') }) + '\\n')
})
`
let child: ChildProcessWithoutNullStreams
const answers = new Map<number, (text: string) => void>()
let asked = 0
// ESLint's start (its config, the TypeScript parser) is paid here, once, not by the first test's 5 s: on a
// loaded machine it took longer than that and the first test timed out (unit layer beside the sweeps).
beforeAll(async () => {
  child = spawn(process.execPath, ['-e', SERVER], { cwd: ROOT })
  createInterface({ input: child.stdout }).on('line', (line) => {
    const { id, text } = JSON.parse(line) as { id: number, text: string }
    answers.get(id)?.(text)
    answers.delete(id)
  })
  await lint('src/lib/warm-up.ts', 'export const warm = 1\n')
}, 60_000)
afterAll(() => {
  child.stdin.end()
  child.kill()
})

/** The messages the project's lint gives `code` as the file `file`, one per line ('' when clean). */
function lint (file: string, code: string): Promise<string> {
  return new Promise((resolve) => {
    const id = ++asked
    answers.set(id, resolve)
    child.stdin.write(`${JSON.stringify({ id, file, code })}\n`)
  })
}

it('flags Chinese text outside the catalogue, in strings, templates and JSX', async () => {
  const found = await lint('src/blocks/banner/view.tsx', "export const a = '立即回收'\nexport const b = `共${1}件`\nexport const C = () => <div>报名成功</div>\n")
  expect(found.match(/zh-CN catalogue/g)).toHaveLength(4)
})

it('lets the catalogue and block messages hold Chinese', async () => {
  expect(await lint('src/blocks/banner/messages.ts', "export const messages = { 'x': '立即回收' } as const\n")).toBe('')
  expect(await lint('src/i18n/shell.ts', "export const messages = { 'x': '刷新' } as const\n")).toBe('')
})

it('refuses HTML from config', async () => {
  expect(await lint('src/blocks/x/view.tsx', 'export const V = (p: { h: string }) => <div dangerouslySetInnerHTML={{ __html: p.h }} />\n')).toContain('never as HTML')
})

it('keeps a block\'s files its own: no block imports another, nothing outside src/blocks imports a block', async () => {
  expect(await lint('src/blocks/yanxuanRecycle/model.ts', "import { x } from '../recycle/model'\nexport const y = x\n")).toContain('never imports another block')
  expect(await lint('src/blocks/yanxuanRecycle/model.ts', "import { x } from '@/blocks/recycle/model'\nexport const y = x\n")).toContain('never imports another block')
  expect(await lint('src/renderer/click.ts', "import { x } from '@/blocks/recycle/model'\nexport const y = x\n")).toContain('Only src/blocks imports')
  expect(await lint('src/i18n/zh-CN.ts', "import { x } from '../blocks/recycle/messages'\nexport const y = x\n")).toContain('Only src/blocks imports')
  // Its own files, shared code and the block declarations' type are fine.
  expect(await lint('src/blocks/recycle/view.tsx', "import { x } from './model'\nimport { p } from '@/product/recycle'\nimport s from '../../ui/fixed-controls.scss'\nexport const y = [x, p, s]\n")).toBe('')
  expect(await lint('src/blocks/recycle/meta.ts', "import type { BlockMeta } from '../meta'\nexport default { kind: 'recycle', chunk: 'basic' } as const satisfies BlockMeta\n")).toBe('')
})

it('holds stores to one MobX style', async () => {
  expect(await lint('src/stores/x.ts', "import { makeAutoObservable } from 'mobx'\nexport const f = makeAutoObservable\n")).toContain('makeObservable')
})

it('builds URLs with the one encoder that survives any string', async () => {
  expect(await lint('src/renderer/x.ts', 'export const q = (v: string) => encodeURIComponent(v)\n')).toContain('encodeParam')
  expect(await lint('src/renderer/x.ts', "import { encodeParam } from '@/lib/url'\nexport const q = (v: string) => encodeParam(v)\n")).toBe('')
})

it('keeps state from views: a block\'s store and the root stores import no view, panel or dialog component', async () => {
  for (const view of ['./panels', './view', '@/ui/Dialog', '@/flows/prizeClaim/AddressBook/index.tsx', '@/renderer/BlockList']) {
    expect(await lint('src/blocks/lottery/store.ts', `import x from '${view}'\nexport const y = x\n`)).toContain('A store never imports a view')
  }
  expect(await lint('src/stores/session.ts', "import { DialogHost } from '@/ui/Dialog'\nexport const y = DialogHost\n")).toContain('A store never imports a view')
  // The block's pure rules, shared rules and the ui's pure modules are fine; so is a store's own prompts interface in index.ts.
  expect(await lint('src/blocks/lottery/store.ts', "import { x } from './model'\nimport { p } from '@/ui/EndlessList/pages'\nimport { c } from '@/renderer/click'\nexport const y = [x, p, c]\n")).toBe('')
  expect(await lint('src/blocks/lottery/index.ts', "import { lotteryPanels } from './panels'\nexport const y = lotteryPanels\n")).toBe('')
  // A store still never imports another block.
  expect(await lint('src/blocks/lottery/store.ts', "import { x } from '../recycle/model'\nexport const y = x\n")).toContain('never imports another block')
})

it('keeps product rules below the views: product/ imports no ui, shared flow or renderer component', async () => {
  for (const view of ['@/ui/Dialog', '@/ui/Price', '@/flows/prizeClaim/claimFormFlow', '@/renderer/BlockList', './card.tsx']) {
    expect(await lint('src/product/coupons.ts', `import x from '${view}'\nexport const y = x\n`)).toContain('product/ sits below ui/')
  }
  expect(await lint('src/product/coupons.ts', "import { t } from '@/i18n'\nimport { c } from '@/renderer/click'\nimport { p } from './priceFormat'\nexport const y = [t, c, p]\n")).toBe('')
})
