import TestUtils from '@tarojs/test-utils-react'
import { reportUncaught } from '@/services/uncaught'
import { useUncaughtErrors } from './uncaught.h5'

jest.mock('@/services/uncaught', () => ({ reportUncaught: jest.fn() }))

function Probe () {
  useUncaughtErrors()
  return null
}

it('H5: window errors and unhandled rejections are reported with the page address, until unmounted', async () => {
  const view = new TestUtils()
  await view.mount(Probe as never, { props: {} })
  // Without `error` (a cross-origin script's): jest's own window listener would fail the test on an Error.
  window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }))
  const rejection = new Event('unhandledrejection') as Event & { reason?: unknown }
  rejection.reason = 'nope'
  window.dispatchEvent(rejection)
  expect(reportUncaught).toHaveBeenCalledWith('Script error.', { source: 'error', url: location.href })
  expect(reportUncaught).toHaveBeenCalledWith('nope', { source: 'rejection', url: location.href })
  view.unmout()
  window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }))
  expect(reportUncaught).toHaveBeenCalledTimes(2)
})
