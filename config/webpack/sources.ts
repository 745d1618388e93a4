/**
 * Where the build's plugins find the project's files: a file's path from the root, the source files a
 * webpack module was built from, and a module of src/ compiled for use at build time.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import type { WebpackModule } from './types'

/** The project's root. */
export const ROOT = path.resolve(__dirname, '..', '..')

/** A file's path from the project root, with forward slashes (`src/ui/Price/index.scss`). */
export function sourcePath (file: string): string {
  return path.relative(ROOT, file).split(path.sep).join('/')
}

/** The source files a module was built from (a concatenated module holds several), relative to the project. */
export function sourcesOf (m: WebpackModule): string[] {
  return m.modules ? m.modules.flatMap(sourcesOf) : m.resource ? [sourcePath(m.resource.split('?')[0])] : []
}

/**
 * A module of src/ that imports nothing, compiled here (to ES2017, as the H5 targets run it) because Taro's config loader compiles config/ only.
 * index.html's first page call is built from the app's own constants and code, never a copy of them.
 * The compiled file goes to .tmp/source-modules (named by its content, so builds side by side never
 * overwrite one another's) and is loaded with `require`, like any other module of the build.
 */
export function sourceModule<T> (file: string): T {
  const code = ts.transpileModule(readFileSync(path.resolve(ROOT, file), 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2017, removeComments: true }
  }).outputText
  const dir = path.resolve(ROOT, '.tmp', 'source-modules')
  const compiled = path.join(dir, `${path.basename(file, '.ts')}.${createHash('sha256').update(code).digest('hex').slice(0, 12)}.js`)
  if (!existsSync(compiled)) {
    mkdirSync(dir, { recursive: true })
    // Written whole under another name, then renamed: a build running alongside never reads half a file.
    writeFileSync(`${compiled}.${process.pid}`, code)
    renameSync(`${compiled}.${process.pid}`, compiled)
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(compiled) as T
}
