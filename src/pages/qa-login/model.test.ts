import { TEST_USERS, isMobile, returnWithTicket } from './model'

it('offers test users and takes any 11-digit mobile starting with 1', () => {
  expect(TEST_USERS.every(isMobile)).toBe(true)
  expect([isMobile('1380000000'), isMobile('23800000001'), isMobile('13800000001')]).toEqual([false, false, true])
})

it('goes back only to a page of this package, with the ticket', () => {
  expect(returnWithTicket('/pages/campaign/index?activityId=login', 'ST-1')).toBe('/pages/campaign/index?activityId=login&ticket=ST-1')
  expect(returnWithTicket('pages/campaign/index', 'ST 2')).toBe('/pages/campaign/index?ticket=ST%202')
  expect(returnWithTicket('https://evil.example/x', 'ST-1')).toBeUndefined()
  expect(returnWithTicket(undefined, 'ST-1')).toBeUndefined()
})
