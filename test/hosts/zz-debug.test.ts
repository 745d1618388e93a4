import { startEmulator } from '../../server/app'
import { bootMiniProgram } from './harness'
test('debug', async () => {
  const e = await startEmulator({ port: 0 })
  const out: string[] = []
  for (let i = 0; i < 20; i++) {
    const h = await bootMiniProgram({ target: 'weapp', gatewayOrigin: e.origin })
    await h.openPage('pages/campaign/index', { activityId: 'basic' })
    await h.settle()
    const pre = h.setDataLog.map((x) => `${x.by}:${x.bytes}`).join(' ')
    const n = h.setDataLog.length
    await h.advance(3000)
    out.push(pre + ' || ' + h.setDataLog.slice(n).map((x) => `${x.by}:${x.bytes}:${JSON.stringify(x.payload)}`).join(' | '))
    h.dispose()
  }
  console.log(out.join('\n'))
  await e.close()
})
