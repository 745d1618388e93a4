/**
 * The build's templates (base.wxml / base.axml / base.ttml) as far as the harness reads them: per node
 * alias (`nn`), the tag the template renders, whether it binds tap (and as a catch), and which data key
 * each bound attribute reads.
 */
import fs from 'node:fs'
import path from 'node:path'
import { HarnessError } from './errors'
import { TEMPLATE_EXT, type MiniTarget } from './targets'

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..')

export interface TemplateInfo {
  tag: string
  tapBound: boolean
  tapCatch: boolean
  /** Attribute name → the node's data key the template reads it from (`scroll-left="{{i.p31}}"` → p31). */
  attrs: Map<string, string>
}

/** The `tmpl_0_<nn>` templates of a base template file's source, by node alias. */
export function parseTemplates (src: string): Map<string, TemplateInfo> {
  const map = new Map<string, TemplateInfo>()
  const re = /<template name="tmpl_0_([^"]+)">\s*<([\w-]+)([^>]*)>/g
  let m: RegExpExecArray | null
  while ((m = re.exec(src)) !== null) {
    const attrs = m[3]
    const bind = /\s(?:bind:?tap|capture-bind:tap|onTap)="eh"/.test(attrs)
    const cat = /\s(?:catch:?tap|capture-catch:tap|catchTap)="eh"/.test(attrs)
    const names = new Map<string, string>()
    for (const a of attrs.matchAll(/\s([\w:-]+)="\{\{[^"]*?\bi\.(\w+)/g)) names.set(a[1], a[2])
    map.set(m[1], { tag: m[2], tapBound: bind || cat, tapCatch: cat, attrs: names })
  }
  return map
}

/** Reads tag and tap binding per node alias (`nn`) from base.wxml / base.axml / base.ttml. */
export function readTemplates (distDir: string, target: MiniTarget): Map<string, TemplateInfo> {
  const file = path.join(distDir, `base.${TEMPLATE_EXT[target]}`)
  if (!fs.existsSync(file)) throw new HarnessError(`${target}: ${path.relative(REPO_ROOT, file)} is missing (templates of the build)`)
  const map = parseTemplates(fs.readFileSync(file, 'utf8'))
  if (map.size === 0) throw new HarnessError(`${target}: no tmpl_0_* templates found in ${path.relative(REPO_ROOT, file)}`)
  return map
}
