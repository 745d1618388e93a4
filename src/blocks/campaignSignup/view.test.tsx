import { component, flush, renderBlocks } from '../../../test/utils/renderBlocks'

const signup = (signupStatus: number) => component('campaignSignup', {
  uniqueIdentifier: 'double11', defaultBgImageUrl: 'https://img.example/default.png', bgImageUrlApplied: 'https://img.example/applied.png', signupStatus
})
const image = () => {
  const img = document.querySelector('.campaign-signup img') as HTMLElement
  return img.getAttribute('src') || img.getAttribute('data-src')
}

it('sign-up view: a tap goes to its store, the image follows the state', async () => {
  const { utils, services, platform } = await renderBlocks([signup(0)], { userKey: 'u_1' })
  expect(image()).toBe('https://img.example/default.png')
  // A button named by what it does (issue 53); once signed up, what it says.
  const control = () => document.querySelector('.campaign-signup') as HTMLElement
  expect([control().getAttribute('role'), control().getAttribute('aria-label')]).toEqual(['button', '报名参加活动'])
  for (let i = 0; i < 5; i++) utils.fireEvent.click(document.querySelector('.campaign-signup') as HTMLElement)
  await flush()
  expect(services.activity.takePartIn).toHaveBeenCalledTimes(1)
  expect(platform.toast).toHaveBeenCalledWith('报名成功')
  expect(image()).toBe('https://img.example/applied.png')
  expect([control().getAttribute('role'), control().getAttribute('aria-label')]).toEqual(['button', '已报名'])
})

it('signed up with a configured page: a link named 已报名，查看活动 (issue 53)', async () => {
  await renderBlocks([component('campaignSignup', {
    uniqueIdentifier: 'double11', defaultBgImageUrl: 'https://img.example/default.png', signupStatus: 1,
    redirectConfig: { redirects: [{ platform: 'm', path: 'https://m.example.cn/after' }] }
  })])
  const control = document.querySelector('.campaign-signup') as HTMLElement
  expect([control.getAttribute('role'), control.getAttribute('aria-label')]).toEqual(['link', '已报名，查看活动'])
})
