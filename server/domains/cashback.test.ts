import type { FastifyInstance } from 'fastify'
import { buildEmulator } from '../app'
import { emulatorClient } from '../testClient'
import { CASHBACK_CODES } from './cashback'

const P = '/campaign-center/api'
const CB = `${P}/activity-transaction-back`

let app: FastifyInstance
beforeAll(async () => { app = await buildEmulator({ distDir: '/nonexistent' }) })
afterAll(async () => { await app.close() })
const emu = emulatorClient(() => app)
const { call } = emu

/** A fresh visitor (logged in as `mobile` when given) who opened the cashback page. */
async function visit (mobile?: string) {
  const { headers } = await emu.visit('cashback', { mobile })
  const detail = async (code: string, extra: Record<string, string> = {}) => (await call('GET', `${CB}/detail?activityCode=${code}`, { ...headers, ...extra })).data
  return { headers, detail }
}

describe('cashback domain (002 §3, §7, §8)', () => {
  it('every status code 1–7 is reachable from the scenario', async () => {
    const guest = await visit()
    const user = await visit('13800000061')
    const codes = {
      open: (await guest.detail('CB-OPEN')).status,
      signup: (await guest.detail('CB-SIGNUP')).status,
      soon: (await guest.detail('CB-SOON')).status,
      booked: (await guest.detail('CB-BOOKED')).status,
      full: (await guest.detail('CB-FULL')).status,
      vip: (await user.detail('CB-VIP')).status
    }
    expect(codes).toEqual({ open: 7, signup: 1, soon: 3, booked: 4, full: 5, vip: 6 })
    // Guests see the state only: no tasks, no records.
    expect(await guest.detail('CB-OPEN')).toMatchObject({ tasks: [], records: [] })
    // The next session's start, on the emulator clock.
    expect((await guest.detail('CB-SOON')).nextSessionStartDt).toEqual(expect.any(Number))
  })

  it('sign-up: 1 → 2 with the tasks; again 13619007; a full one 13619005; a user not eligible 13619006', async () => {
    const { headers, detail } = await visit('13800000062')
    expect((await call('POST', `${CB}/sign-up`, headers, { activityCode: 'CB-SIGNUP' })).code).toBe(0)
    const after = await detail('CB-SIGNUP')
    expect(after.status).toBe(2)
    expect(after.tasks.length).toBe(3)
    expect((await call('POST', `${CB}/sign-up`, headers, { activityCode: 'CB-SIGNUP' })).code).toBe(CASHBACK_CODES.signedUp)
    expect((await call('POST', `${CB}/sign-up`, headers, { activityCode: 'CB-FULL' })).code).toBe(CASHBACK_CODES.full)
    expect((await call('POST', `${CB}/sign-up`, headers, { activityCode: 'CB-VIP' })).code).toBe(CASHBACK_CODES.ineligible)
    expect((await call('POST', `${CB}/sign-up`, headers, { activityCode: 'CB-SOON' })).code).toBe(CASHBACK_CODES.noSignUp)
  })

  it('a session relative to the server clock: CB-SOON turns from 3 to 1 when its start is reached', async () => {
    const { detail } = await visit('13800000063')
    const before = await detail('CB-SOON')
    expect(before.status).toBe(3)
    const after = await detail('CB-SOON', { 'x-emu-now': String(before.nextSessionStartDt) })
    expect(after.status).toBe(1)
  })

  it('claims: cash once (then 13619001), expired 13619002 (by status and by deadline), 13619004, 13619003; a physical prize needs its address', async () => {
    const { headers, detail } = await visit('13800000064')
    const d = await detail('CB-OPEN')
    const recordOf = (taskTemplateId: number) => d.records.find((r: { taskTemplateId: number }) => r.taskTemplateId === taskTemplateId)
    expect(recordOf(210).receiveStatus).toBe(3)
    expect(recordOf(211).receiveStatus).toBe(3)
    const claim = async (body: object) => (await call('POST', `${CB}/claim-rewards`, headers, body)).code
    expect(await claim({ recordNo: recordOf(204).recordNo })).toBe(0)
    expect(await claim({ recordNo: recordOf(204).recordNo })).toBe(CASHBACK_CODES.claimed)
    expect(await claim({ recordNo: recordOf(210).recordNo })).toBe(CASHBACK_CODES.expired)
    expect(await claim({ recordNo: recordOf(211).recordNo })).toBe(CASHBACK_CODES.expired)
    expect(await claim({ recordNo: recordOf(213).recordNo })).toBe(CASHBACK_CODES.cannotIssue)
    expect(await claim({ recordNo: 'NOPE' })).toBe(CASHBACK_CODES.notAchieved)
    expect(await claim({ recordNo: recordOf(206).recordNo })).toBe(400)
    expect(await claim({ recordNo: recordOf(206).recordNo, receiveAddress: { address: '上海市黄浦区人民大道200号', mobile: '13800000064', name: '李四' } })).toBe(0)
    const again = await detail('CB-OPEN')
    expect(again.records.find((r: { taskTemplateId: number }) => r.taskTemplateId === 204).receiveStatus).toBe(2)
  })

  it('award detail: cash data for claimed cash, express and address for a physical prize', async () => {
    const { headers, detail } = await visit('13800000065')
    const d = await detail('CB-OPEN')
    const no = (id: number) => d.records.find((r: { taskTemplateId: number }) => r.taskTemplateId === id).recordNo
    const cash = (await call('GET', `${CB}/award-detail?recordNo=${no(207)}`, headers)).data
    expect(cash).toMatchObject({ awardName: '15元现金', cashReceiveData: { amount: 15 }, entityReceiveData: null })
    const parcel = (await call('GET', `${CB}/award-detail?recordNo=${no(208)}`, headers)).data
    expect(parcel.entityReceiveData).toMatchObject({ expressNo: 'SF1402938475612', expressCompany: '顺丰速运', name: expect.any(String) })
    await call('POST', `${CB}/claim-rewards`, headers, { recordNo: no(206), receiveAddress: { address: '北京市海淀区中关村大街1号', mobile: '13800000065', name: '王五' } })
    const mine = (await call('GET', `${CB}/award-detail?recordNo=${no(206)}`, headers)).data
    expect(mine.entityReceiveData).toMatchObject({ address: '北京市海淀区中关村大街1号', mobile: '13800000065', name: '王五', expressNo: null })
  })

  it('actions need a user: a guest\'s sign-up and claim answer 401', async () => {
    const { headers } = await visit()
    expect((await call('POST', `${CB}/sign-up`, headers, { activityCode: 'CB-SIGNUP' })).code).toBe(401)
    expect((await call('POST', `${CB}/claim-rewards`, headers, { recordNo: 'X' })).code).toBe(401)
  })
})
