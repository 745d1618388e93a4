/**
 * The HarmonyOS webview bundle (plugin-platform-harmony-hybrid) resolves
 * `*.harmony-hybrid.ts(x)` files, never `*.h5.ts(x)`: an H5 file without a
 * twin would silently give HarmonyOS the mini-program version. Every H5 file
 * has a harmony-hybrid twin, which re-exports it unless HarmonyOS needs its own.
 */
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

const SRC = path.resolve(__dirname, '..', 'src')
const files = (readdirSync(SRC, { recursive: true }) as string[]).map((f) => f.split(path.sep).join('/'))

it('every *.h5 file has a *.harmony-hybrid twin', () => {
  const h5 = files.filter((f) => /\.h5\.tsx?$/.test(f))
  expect(h5.length).toBeGreaterThan(5)
  const missing = h5.filter((f) => !files.includes(f.replace(/\.h5\.(tsx?)$/, '.harmony-hybrid.$1')) && !files.includes(f.replace(/\.h5\.tsx?$/, '.harmony-hybrid.ts')))
  expect(missing).toEqual([])
})

it('each twin re-exports its H5 file or says why it differs', () => {
  for (const twin of files.filter((f) => /\.harmony-hybrid\.tsx?$/.test(f))) {
    const text = readFileSync(path.join(SRC, twin), 'utf8')
    const base = path.basename(twin).replace(/\.harmony-hybrid\.tsx?$/, '')
    const reexports = new RegExp(`from '\\./${base}\\.h5'`).test(text)
    const ownReason = /HarmonyOS|harmony/i.test(text.split('\n').slice(0, 12).join('\n'))
    expect([twin, reexports || ownReason]).toEqual([twin, true])
  }
})

it('a per-target file has the same extension as the file it replaces (Taro tries each extension in turn: index.ts would win over index.h5.tsx)', () => {
  const perTarget = files.filter((f) => /\.(weapp|alipay|tt|meituan|h5|harmony-hybrid)\.tsx?$/.test(f))
  const mismatched = perTarget.filter((f) => {
    const ext = f.endsWith('.tsx') ? '.tsx' : '.ts'
    const base = f.replace(/\.(weapp|alipay|tt|meituan|h5|harmony-hybrid)\.tsx?$/, '')
    const other = ext === '.tsx' ? '.ts' : '.tsx'
    return files.includes(`${base}${other}`) && !files.includes(`${base}${ext}`)
  })
  expect(mismatched).toEqual([])
})
