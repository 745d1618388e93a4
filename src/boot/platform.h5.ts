// The H5 platform's runtime: the first import of Taro's H5 entry.
import '@tarojs/plugin-platform-h5/dist/runtime'
