import path from 'node:path'
import { ROOT } from './sources'

/**
 * The H5 entry's work, split into tasks (the load bench's Total Blocking Time counts each long task's time
 * over 50 ms, at 4× CPU). Taro's entry (generated from src/app.config.ts) evaluates every module it imports,
 * creates the app and router, then runs the campaign page's module, all in one script task: 60–90 ms on
 * the bench's machine. Each file in src/boot is an entry of its own, in this order, each depending on the
 * one before it (webpack `dependOn`), so each runs in its own script task and leaves only the app's creation
 * to Taro's entry. A step imports exactly what the entry itself imports, in the entry's order, so the
 * modules run in the order they always did; the build fails if a step imports anything the entry does not.
 */
export const BOOT_STEPS = ['taro', 'react', 'page'] as const

export interface EntryDescription { import?: string[], dependOn?: string[] }
export interface BootCompilation {
  entries: Map<string, { dependencies: unknown[] }>
  moduleGraph: { getModule (dep: unknown): BootModule | null, getOutgoingConnections (m: BootModule): Iterable<{ module: BootModule | null, dependency?: { sourceOrder?: number } }> }
  errors: Error[]
  hooks: { finishModules: { tap: (name: string, fn: () => void) => void } }
}
export interface BootModule { resource?: string, identifier (): string }

export class BootSteps {
  apply (compiler: {
    options: { entry: Record<string, EntryDescription> }
    webpack: { WebpackError: new (message: string) => Error }
    hooks: { compilation: { tap: (name: string, fn: (compilation: BootCompilation) => void) => void } }
  }) {
    const { app, ...rest } = compiler.options.entry
    if (!app) throw new Error('boot-steps: the build has no `app` entry')
    const entry: Record<string, EntryDescription> = {}
    let before: string | undefined
    for (const step of BOOT_STEPS) {
      entry[`boot-${step}`] = { import: [path.resolve(ROOT, 'src/boot', `${step}.ts`)], ...(before ? { dependOn: [before] } : {}) }
      before = `boot-${step}`
    }
    entry.app = { ...app, dependOn: [before!] }
    compiler.options.entry = { ...entry, ...rest }

    compiler.hooks.compilation.tap('boot-steps', (compilation) => {
      compilation.hooks.finishModules.tap('boot-steps', () => {
        const graph = compilation.moduleGraph
        const entryModule = (name: string) => {
          const dependency = compilation.entries.get(name)?.dependencies[0]
          return dependency ? graph.getModule(dependency) : null
        }
        const bootDir = path.resolve(ROOT, 'src/boot')
        // In source order: an import statement's dependency carries its place; an `import()` comes after them.
        const importsOf = (m: BootModule): BootModule[] => [...graph.getOutgoingConnections(m)]
          .map((c, i) => ({ c, at: c.dependency?.sourceOrder ?? Number.MAX_SAFE_INTEGER, i }))
          .sort((a, b) => a.at - b.at || a.i - b.i)
          .map(({ c }) => c.module)
          .filter((x): x is BootModule => x !== null)
          // A step's own helper files (platform.h5.ts) stand for what they import.
          .flatMap((x) => x.resource?.startsWith(bootDir + path.sep) ? importsOf(x) : [x])
        const appModule = entryModule('app')
        if (!appModule) return
        const name = (m: BootModule) => path.relative(ROOT, m.resource ?? m.identifier())
        const fail = (message: string) => compilation.errors.push(new compiler.webpack.WebpackError(`boot-steps: ${message}`))
        // The entry's imports in its order (a module imported for several names counts where it first is).
        const order = [...new Set(importsOf(appModule).map((m) => m.identifier()))]
        let last = -1
        let lastName = ''
        for (const step of BOOT_STEPS) {
          const stepModule = entryModule(`boot-${step}`)
          if (!stepModule) continue
          for (const m of new Set(importsOf(stepModule))) {
            const at = order.indexOf(m.identifier())
            if (at < 0) fail(`src/boot/${step}.ts imports ${name(m)}, which the app's entry does not import`)
            else if (at < last) fail(`src/boot/${step}.ts imports ${name(m)} after ${lastName}; the app's entry imports it before`)
            else if (at > last) { last = at; lastName = name(m) }
          }
        }
      })
    })
  }
}
