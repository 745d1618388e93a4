/**
 * `npm run serve`: the local gateway emulator on http://127.0.0.1:8787.
 *   PORT=9000 npm run serve        another port
 *   HOST=0.0.0.0 npm run serve     reachable from phones on the LAN (mini-program QA)
 */
import { networkInterfaces } from 'node:os'
import { scenarioFiles } from './scenarios'
import { scenarioUrl, startEmulator } from './app'

function lanAddresses (): string[] {
  return Object.values(networkInterfaces()).flat()
    .filter((i): i is NonNullable<typeof i> => !!i && i.family === 'IPv4' && !i.internal)
    .map((i) => i.address)
}

async function main () {
  const port = Number(process.env.PORT ?? 8787)
  const host = process.env.HOST ?? '127.0.0.1'
  const lan = host === '0.0.0.0' ? lanAddresses().map((a) => `http://${a}:${port}`) : []
  const emulator = await startEmulator({ port, host, logger: process.env.EMU_LOG === '1', lanOrigins: lan })
  const lines = [
    `QA home page: ${emulator.origin}/`,
    ...lan.map((o) => `On the LAN:   ${o}/  (phones scan the home page's QR codes)`),
    '',
    `Gateway emulator on ${emulator.origin}`, '', 'Scenarios (H5 build):'
  ]
  const scenarios = scenarioFiles()
  for (const id of scenarios.ids()) {
    const s = scenarios.load(id, emulator.origin)
    lines.push(`  ${id.padEnd(18)} ${scenarioUrl(emulator.origin, id, s?.query)}`)
    if (s?.title) lines.push(`  ${''.padEnd(18)} ${s.title}`)
    for (const link of s?.links ?? []) lines.push(`  ${''.padEnd(18)}   ${link.label}: ${scenarioUrl(emulator.origin, id, link.query)}`)
  }
  lines.push('', `Mini-program builds call ${emulator.origin} by default (TARO_APP_API_BASE to change).`)
  lines.push('Controls: /__emu/scenarios, /__emu/visitor (see server/README.md). Ctrl+C stops.')
  console.log(lines.join('\n'))
  const stop = () => { emulator.close().then(() => process.exit(0), () => process.exit(1)) }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
