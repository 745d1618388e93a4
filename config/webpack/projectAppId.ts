import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Hook } from './types'

/**
 * Writes the app id from `TARO_APP_ID_<TARGET>` into the devtools project file(s) Taro emitted for this
 * target (Taro writes project.config.json before webpack runs; tt's project.tt.json is copied in the
 * emit), so QA can open a build under their own app id. Unset: the file's own (tourist/test) id stays.
 */
export class ProjectAppId {
  constructor (private readonly outputRoot: string, private readonly appIdEnv: string | undefined, private readonly env: Record<string, string | undefined> = process.env) {}

  apply (compiler: { hooks: { afterEmit: Hook } }) {
    compiler.hooks.afterEmit.tap('project-app-id', () => {
      const appId = this.env[this.appIdEnv ?? '']
      if (!appId) return
      for (const name of ['project.config.json', 'project.tt.json', 'mini.project.json']) {
        const file = path.join(this.outputRoot, name)
        if (!existsSync(file)) continue
        const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
        // Alipay's mini.project.json has no app id field: its devtools bind the app when a project is opened.
        if (!('appid' in json)) continue
        json.appid = appId
        writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`)
      }
    })
  }
}
