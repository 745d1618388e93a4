import { act } from 'react'
import { component, flush, renderBlocks } from '../../../test/utils/renderBlocks'

const settled = () => act(async () => { await flush() })

beforeAll(async () => { await import('.') })
const banner = { imageUrl: 'https://img.example/s.png', scene: 45, templateIds: ['t1'], activityCode: 'GUESS-2026' }
const image = () => {
  const img = document.querySelector('.subscribe img') as HTMLElement
  return img.getAttribute('src') || img.getAttribute('data-src')
}

it('subscribe view: the banner; 已订阅 once the state says so; a tap in a mini-program opens the host\'s page', async () => {
  const openSubscribe = jest.fn(async () => undefined)
  const { utils, services } = await renderBlocks([component('subscribe', banner)], {
    userKey: 'u1',
    platform: { openSubscribe, platform: () => 'wechat_mp' },
    services: (s) => s.subscribe.status.mockResolvedValue(true)
  })
  await settled()
  expect(image()).toBe('https://img.example/s.png')
  expect(services.subscribe.status).toHaveBeenCalledWith({ activityCode: 'GUESS-2026' })
  expect(document.querySelector('.subscribe__badge')?.textContent).toBe('已订阅')
  // A button named by what it asks for, its visible 已订阅 first (issue 53).
  const control = document.querySelector('.subscribe') as HTMLElement
  expect([control.getAttribute('role'), control.getAttribute('aria-label')]).toEqual(['button', '已订阅，再次订阅活动提醒'])
  act(() => { for (let i = 0; i < 5; i++) utils.fireEvent.click(document.querySelector('.subscribe') as HTMLElement) })
  await settled()
  expect(openSubscribe).toHaveBeenCalledTimes(1)
  expect(openSubscribe).toHaveBeenCalledWith({ scene: 45, templateIds: ['t1'], activityCode: 'GUESS-2026' })
})

it('subscribe view: a guest sees the banner without a state', async () => {
  const { services } = await renderBlocks([component('subscribe', banner)])
  await settled()
  expect(image()).toBe('https://img.example/s.png')
  expect(services.subscribe.status).not.toHaveBeenCalled()
  expect(document.querySelector('.subscribe__badge')).toBeNull()
  expect((document.querySelector('.subscribe') as HTMLElement).getAttribute('aria-label')).toBe('订阅活动提醒')
})
