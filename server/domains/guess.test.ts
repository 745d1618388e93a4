import type { FastifyInstance } from 'fastify'
import { buildEmulator } from '../app'
import { emulatorClient } from '../testClient'
import { GUESS_CODES } from './guess'

const P = '/campaign-center/api'
const CODE = 'GUESS-2026'

let app: FastifyInstance
beforeAll(async () => { app = await buildEmulator({ distDir: '/nonexistent' }) })
afterAll(async () => { await app.close() })
const emu = emulatorClient(() => app)
const { call } = emu

/** A fresh visitor (logged in as `mobile` when given) who opened the guess page. */
async function player (mobile?: string) {
  return (await emu.visit('guess', { mobile })).headers
}

const detail = async (headers: Record<string, string>) => (await call('GET', `${P}/guess-the-password/activity-detail?activityCode=${CODE}`, headers)).data
const answer = (headers: Record<string, string>, sceneId: number, text: string) => call('POST', `${P}/guess-the-password/take-part-in`, headers, { activityCode: CODE, sceneId, answer: text })

describe('guess domain (002 §3, §7, §8)', () => {
  it('scenes relative to the clock: ended, all claimed, ongoing, to be opened in 20 minutes, tomorrow, the day after (subscribed); the answer only once over', async () => {
    const guest = await player()
    const { activityScenes: scenes } = await detail(guest)
    expect(scenes.map((s: { id: number, status: number }) => [s.id, s.status])).toEqual([[3101, 3], [3102, 4], [3103, 2], [3104, 1], [3105, 1], [3106, 1]])
    expect(scenes[0].answer).toBe('以旧换新')
    expect(scenes[2].answer).toBeNull()
    const start = Date.parse(`${String(scenes[3].startDt).replace(' ', 'T')}+08:00`)
    const end = Date.parse(`${String(scenes[2].endDt).replace(' ', 'T')}+08:00`)
    expect(start).toBe(end)
    // A guest is subscribed to nothing; every user starts subscribed to 3106.
    expect(scenes.map((s: { isSubscribe: boolean }) => s.isSubscribe)).toEqual([false, false, false, false, false, false])
    const user = await player('13800138101')
    expect((await detail(user)).activityScenes.map((s: { isSubscribe: boolean }) => s.isSubscribe)).toEqual([false, false, false, false, false, true])
  })

  it('answers: a guest 401; wrong → failReasonCode 1; right (trimmed, any case) → a win with its record, once per scene; closed scenes → 13615002', async () => {
    expect((await answer(await player(), 3103, '爱回收')).code).toBe(401)
    const user = await player('13800138102')
    expect((await answer(user, 3103, '回收宝')).data).toMatchObject({ isWin: false, failReasonCode: 1 })
    const win = await answer(user, 3103, ' 爱回收 ')
    expect(win.data).toMatchObject({ isWin: true, position: 1, activityAwardRecord: { sceneId: 3103, awardName: '爱回收定制保温杯', awardType: 1, sendStatus: 1 } })
    expect((await answer(user, 3103, '爱回收')).code).toBe(GUESS_CODES.answered)
    for (const sceneId of [3101, 3102, 3104]) expect((await answer(user, sceneId, '以旧换新')).code).toBe(GUESS_CODES.notOpen)
    const records = (await call('GET', `${P}/guess-the-password/user-award-records?activityCode=${CODE}`, user)).data
    expect(records[0]).toMatchObject({ recordId: win.data.activityAwardRecord.recordId, sendStatus: 1 })
    expect(records.map((r: { sendStatus: number }) => r.sendStatus).sort()).toEqual([1, 1, 2, 2, 3, 4])
  })

  it('a user the game does not accept: neither a win nor failReasonCode 1 (the block says 用户身份异常)', async () => {
    const user = await player('13900000000')
    expect((await answer(user, 3103, '爱回收')).data).toMatchObject({ isWin: false, failReasonCode: 2 })
  })

  it('the ongoing scene closes on the clock: 13615002', async () => {
    const user = await player('13800138103')
    // The scenes' times count from the visitor's first detail (as the page asks it on load).
    expect((await detail(user)).activityScenes[2].status).toBe(2)
    await call('POST', '/__emu/visitor', user, { clock: { offsetMs: 25 * 60_000 } })
    const scenes = (await detail(user)).activityScenes
    expect(scenes.map((s: { status: number }) => s.status)).toEqual([3, 4, 3, 2, 1, 1])
    expect(await answer(user, 3103, '爱回收')).toMatchObject({ code: GUESS_CODES.notOpen, msg: '本场已结束，明天再来吧' })
  })

  it('fill-in-address: all required and within 50 / 10 / 11; once; a record that needs none is refused', async () => {
    const user = await player('13800138104')
    const records = (await call('GET', `${P}/guess-the-password/user-award-records?activityCode=${CODE}`, user)).data as Array<{ recordId: number, awardType: number, sendStatus: number, address: string | null }>
    const waiting = records.find((r) => r.awardType === 1 && r.sendStatus === 1 && !r.address)
    const coupon = records.find((r) => r.awardType === 2)
    if (!waiting || !coupon) throw new Error('seed')
    const fill = (recordId: number, over: object = {}) => call('POST', `${P}/guess-the-password/fill-in-address`, user, { activityCode: CODE, recordId, contactName: '张三', contactMobile: '13800000001', address: '北京市朝阳区望京SOHO', ...over })
    expect((await fill(waiting.recordId, { contactName: '' })).msg).toBe('请完整填写领奖信息')
    expect((await fill(waiting.recordId, { contactName: '一二三四五六七八九十十一' })).code).toBe(400)
    expect((await fill(waiting.recordId, { address: 'x'.repeat(51) })).code).toBe(400)
    expect((await fill(waiting.recordId)).data).toBe(true)
    expect((await fill(waiting.recordId)).code).toBe(GUESS_CODES.addressDone)
    expect((await fill(coupon.recordId)).code).toBe(GUESS_CODES.addressDone)
    expect((await fill(424242)).code).toBe(GUESS_CODES.noRecord)
    const after = (await call('GET', `${P}/guess-the-password/user-award-records?activityCode=${CODE}`, user)).data as Array<{ recordId: number, receiverName: string }>
    expect(after.find((r) => r.recordId === waiting.recordId)?.receiverName).toBe('张三')
  })

  it('subscribe/status: not subscribed until the host\'s page (the QA control) subscribes; the scene\'s isSubscribe follows', async () => {
    const user = await player('13800138105')
    const status = async (sceneId = '') => (await call('GET', `${P}/subscribe/status?activityCode=${CODE}${sceneId ? `&sceneId=${sceneId}` : ''}`, user)).data
    expect(await status()).toEqual({ subscribed: false })
    expect(await status('3106')).toEqual({ subscribed: true })
    await call('POST', '/__emu/subscribe', user, { activityCode: CODE })
    await call('POST', '/__emu/subscribe', user, { activityCode: CODE, sceneId: 3105 })
    expect(await status()).toEqual({ subscribed: true })
    expect((await detail(user)).activityScenes[4].isSubscribe).toBe(true)
    expect((await call('GET', `${P}/subscribe/status?activityCode=${CODE}`, { cookie: user.cookie })).code).toBe(401)
  })
})
