// Taro's H5 runtime renders nothing unless it believes it is on the web platform.
process.env.TARO_ENV = 'h5'
process.env.TARO_PLATFORM = 'web'
