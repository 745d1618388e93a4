/**
 * Per-target files (`*.weapp.ts`, `*.h5.tsx`, `*.harmony-hybrid.ts`, …) are what each build resolves, checked with
 * Taro's own resolver (@tarojs/helper resolveMainFilePath, which its webpack resolver plugin calls with webpack's
 * `resolve.extensions`): the H5 code reaches the HarmonyOS bundle through config/extensions.ts, with no twin
 * file re-exporting it. The built bundles are checked too: test/dist/outputs.test.ts (dist/harmony's modules).
 */
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { resolveMainFilePath } from '@tarojs/helper'
import { HARMONY_FIRST_EXTENSIONS, resolveExtensions } from '../config/extensions'

const SRC = path.resolve(__dirname, '..', 'src')
const TARGETS = ['weapp', 'alipay', 'tt', 'meituan', 'h5', 'harmony-hybrid'] as const
const PER_TARGET = new RegExp(`\\.(${TARGETS.join('|')})\\.tsx?$`)
const files = (readdirSync(SRC, { recursive: true }) as string[])
  .map((f) => path.join(SRC, f))
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
/** webpack's extensions as Taro's runner sets them, before config/index.ts adds to them. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { BaseConfig } = require('@tarojs/webpack5-runner/dist/webpack/BaseConfig') as { BaseConfig: new (appPath: string, config: object) => { chain: { resolve: { extensions: { values (): string[] } } } } }
const taroExtensions = new BaseConfig(path.resolve(__dirname, '..'), {}).chain.resolve.extensions.values()

/** Runs `fn` as a build for `taroEnv` (Taro's resolver reads TARO_ENV). */
function asTarget<T> (taroEnv: string, fn: () => T): T {
  const before = process.env.TARO_ENV
  process.env.TARO_ENV = taroEnv as typeof process.env.TARO_ENV
  try {
    return fn()
  } finally {
    if (before === undefined) delete (process.env as Record<string, string | undefined>).TARO_ENV
    else process.env.TARO_ENV = before
  }
}

/** What a build for `taroEnv` resolves an import of `request` (a path without extension) to. */
const resolveFor = (taroEnv: string, request: string): string => asTarget(taroEnv, () => resolveMainFilePath(request, resolveExtensions(taroEnv, taroExtensions)))

/** The requests that reach a per-target file: its path without target and extension, and its folder for an index. */
function requestsOf (file: string): string[] {
  const base = file.replace(PER_TARGET, '')
  return path.basename(base) === 'index' ? [base, path.dirname(base)] : [base]
}
const rel = (file: string) => path.relative(SRC, file).split(path.sep).join('/')

it('the harmony-hybrid build tries its own files, then the H5 ones, before the shared ones; the other builds keep Taro\'s list', () => {
  expect(taroExtensions).toEqual(expect.arrayContaining(['.ts', '.tsx']))
  expect(resolveExtensions('harmony-hybrid', taroExtensions)).toEqual([...HARMONY_FIRST_EXTENSIONS, ...taroExtensions])
  for (const target of TARGETS.filter((t) => t !== 'harmony-hybrid')) expect(resolveExtensions(target, taroExtensions)).toEqual(taroExtensions)
})

it('each build resolves its own per-target files', () => {
  const perTarget = files.filter((f) => PER_TARGET.test(f))
  expect(perTarget.length).toBeGreaterThan(5)
  const wrong = perTarget.flatMap((file) => {
    const target = PER_TARGET.exec(file)![1]
    return requestsOf(file).map((request) => [rel(request), rel(resolveFor(target, request))]).filter(([, got]) => got !== rel(file))
  })
  expect(wrong).toEqual([])
})

it('the harmony-hybrid build resolves every H5 file that has no harmony-hybrid version (Taro\'s own list would not)', () => {
  const h5 = files.filter((f) => /\.h5\.tsx?$/.test(f))
  const own = (file: string) => files.find((f) => f.replace(/\.harmony-hybrid\.tsx?$/, '') === file.replace(/\.h5\.tsx?$/, '') && f !== file)
  const shared = h5.filter((f) => !own(f))
  expect(shared.length).toBeGreaterThan(5)
  const wrong = shared.flatMap((file) => requestsOf(file).map((request) => [rel(request), rel(resolveFor('harmony-hybrid', request))]).filter(([, got]) => got !== rel(file)))
  expect(wrong).toEqual([])
  // Without config/extensions.ts, Taro's resolver gives HarmonyOS the shared file (or none) instead.
  const withTaroList = asTarget('harmony-hybrid', () => shared.filter((file) => resolveMainFilePath(file.replace(/\.h5\.tsx?$/, ''), taroExtensions) === file))
  expect(withTaroList).toEqual([])
})

it('a harmony-hybrid file is HarmonyOS\'s own code, not a re-export of the H5 file (which the build takes anyway)', () => {
  const reexports = files
    .filter((f) => /\.harmony-hybrid\.tsx?$/.test(f))
    .filter((f) => {
      const code = readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '').trim()
      return code.split('\n').every((line) => !line.trim() || /^export .* from '\.\/[\w.-]+\.h5'$/.test(line.trim()))
    })
  expect(reexports.map(rel)).toEqual([])
})
