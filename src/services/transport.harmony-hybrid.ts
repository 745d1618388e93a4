/**
 * HarmonyOS webview bundle: the web transport. (plugin-platform-harmony-hybrid
 * would route Taro.request through the ArkWeb native bridge, which only a host
 * app with Taro's bridge answers; the gateway relies on the webview's own
 * cookies and same-origin calls.)
 */
export { send } from './transport.h5'
