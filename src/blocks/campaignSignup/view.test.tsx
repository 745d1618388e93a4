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
  for (let i = 0; i < 5; i++) utils.fireEvent.click(document.querySelector('.campaign-signup') as HTMLElement)
  await flush()
  expect(services.activity.takePartIn).toHaveBeenCalledTimes(1)
  expect(platform.toast).toHaveBeenCalledWith('报名成功')
  expect(image()).toBe('https://img.example/applied.png')
})
