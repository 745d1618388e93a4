/** Each host test file's default timeout: 20 s, stretched as the harness's real-time bounds are (HOST_STRETCH). */
import { HOST_STRETCH } from './harness'

jest.setTimeout(20_000 * HOST_STRETCH)
