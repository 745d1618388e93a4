/** The project's own lint rules catch what they are for (each would pass silently if its selector broke). */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '..')

function lint (file: string, code: string): string {
  const res = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/eslint/bin/eslint.js'), '--stdin', '--stdin-filename', file, '--format', 'json'], { cwd: ROOT, input: code, encoding: 'utf8' })
  const [report] = JSON.parse(res.stdout) as Array<{ messages: Array<{ message: string }> }>
  return report.messages.map((m) => m.message).join('\n')
}

it('flags Chinese text outside the catalogue, in strings, templates and JSX', () => {
  const found = lint('src/blocks/banner/view.tsx', "export const a = '立即回收'\nexport const b = `共${1}件`\nexport const C = () => <div>报名成功</div>\n")
  expect(found.match(/zh-CN catalogue/g)).toHaveLength(4)
})

it('lets the catalogue and block messages hold Chinese', () => {
  expect(lint('src/blocks/banner/messages.ts', "export const messages = { 'x': '立即回收' } as const\n")).toBe('')
  expect(lint('src/i18n/shell.ts', "export const messages = { 'x': '刷新' } as const\n")).toBe('')
})

it('refuses HTML from config', () => {
  expect(lint('src/blocks/x/view.tsx', 'export const V = (p: { h: string }) => <div dangerouslySetInnerHTML={{ __html: p.h }} />\n')).toContain('never as HTML')
})

it('keeps a block\'s files its own: no block imports another, nothing outside src/blocks imports a block', () => {
  expect(lint('src/blocks/yanxuanRecycle/model.ts', "import { x } from '../recycle/model'\nexport const y = x\n")).toContain('never imports another block')
  expect(lint('src/blocks/yanxuanRecycle/model.ts', "import { x } from '@/blocks/recycle/model'\nexport const y = x\n")).toContain('never imports another block')
  expect(lint('src/renderer/click.ts', "import { x } from '@/blocks/recycle/model'\nexport const y = x\n")).toContain('Only src/blocks imports')
  expect(lint('src/i18n/zh-CN.ts', "import { x } from '../blocks/recycle/messages'\nexport const y = x\n")).toContain('Only src/blocks imports')
  // Its own files, shared code and the block declarations' type are fine.
  expect(lint('src/blocks/recycle/view.tsx', "import { x } from './model'\nimport { p } from '@/product/recycle'\nimport s from '../../ui/fixed-controls.scss'\nexport const y = [x, p, s]\n")).toBe('')
  expect(lint('src/blocks/recycle/meta.ts', "import type { BlockMeta } from '../meta'\nexport default { kind: 'recycle', chunk: 'basic' } as const satisfies BlockMeta\n")).toBe('')
})

it('holds stores to one MobX style', () => {
  expect(lint('src/stores/x.ts', "import { makeAutoObservable } from 'mobx'\nexport const f = makeAutoObservable\n")).toContain('makeObservable')
})

it('builds URLs with the one encoder that survives any string', () => {
  expect(lint('src/renderer/x.ts', 'export const q = (v: string) => encodeURIComponent(v)\n')).toContain('encodeParam')
  expect(lint('src/renderer/x.ts', "import { encodeParam } from '@/lib/url'\nexport const q = (v: string) => encodeParam(v)\n")).toBe('')
})

it('keeps state from views: a block\'s store and the root stores import no view, panel or dialog component', () => {
  for (const view of ['./panels', './view', '@/ui/Dialog', '@/flows/prizeClaim/AddressBook/index.tsx', '@/renderer/BlockList']) {
    expect(lint('src/blocks/lottery/store.ts', `import x from '${view}'\nexport const y = x\n`)).toContain('A store never imports a view')
  }
  expect(lint('src/stores/session.ts', "import { DialogHost } from '@/ui/Dialog'\nexport const y = DialogHost\n")).toContain('A store never imports a view')
  // The block's pure rules, shared rules and the ui's pure modules are fine; so is a store's own prompts interface in index.ts.
  expect(lint('src/blocks/lottery/store.ts', "import { x } from './model'\nimport { p } from '@/ui/EndlessList/pages'\nimport { c } from '@/renderer/click'\nexport const y = [x, p, c]\n")).toBe('')
  expect(lint('src/blocks/lottery/index.ts', "import { lotteryPanels } from './panels'\nexport const y = lotteryPanels\n")).toBe('')
  // A store still never imports another block.
  expect(lint('src/blocks/lottery/store.ts', "import { x } from '../recycle/model'\nexport const y = x\n")).toContain('never imports another block')
})

it('keeps product rules below the views: product/ imports no ui, shared flow or renderer component', () => {
  for (const view of ['@/ui/Dialog', '@/ui/Price', '@/flows/prizeClaim/claimFormFlow', '@/renderer/BlockList', './card.tsx']) {
    expect(lint('src/product/coupons.ts', `import x from '${view}'\nexport const y = x\n`)).toContain('product/ sits below ui/')
  }
  expect(lint('src/product/coupons.ts', "import { t } from '@/i18n'\nimport { c } from '@/renderer/click'\nimport { p } from './priceFormat'\nexport const y = [t, c, p]\n")).toBe('')
})
