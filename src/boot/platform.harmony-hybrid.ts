// The HarmonyOS webview platform's runtime: the first import of Taro's entry for that target.
import '@tarojs/plugin-platform-harmony-hybrid/dist/runtime'
