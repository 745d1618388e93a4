/** Each host test file's default timeout: 20 s. */

jest.setTimeout(20_000)
