/**
 * Boot step 1 of 3 (see BootSteps in config/webpack/bootSteps.ts): Taro's platform runtime, API and router, its global
 * style and the app component, as Taro's entry imports them, before anything of React's runs.
 */
import './platform'
import { initPxTransform } from '@tarojs/taro'
import { createRouter, createHashHistory, handleAppMount } from '@tarojs/router'
import '@tarojs/components/global.css'
import app from '../app'

// Named so that webpack keeps these modules: their packages declare no side effects.
void [initPxTransform, createRouter, createHashHistory, handleAppMount, app]
