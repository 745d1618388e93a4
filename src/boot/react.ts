/** Boot step 2 of 3: Taro's DOM runtime, its React bindings, React and ReactDOM, the components' styles. */
import { window } from '@tarojs/runtime'
// @ts-expect-error -- untyped, as Taro's entry imports it
import { createReactApp } from '@tarojs/plugin-framework-react/dist/runtime'
import * as React from 'react'
// @ts-expect-error -- untyped here (no @types/react-dom), as Taro's entry imports it
import ReactDOM from 'react-dom/client'
// @ts-expect-error -- untyped here (no @types/react-dom), as Taro's entry imports it
import { findDOMNode, render, unstable_batchedUpdates } from 'react-dom'
import '@tarojs/components-react/dist/index.css'
// @ts-expect-error -- Taro's H5 runtime has it; the components' types (the mini-programs') do not
import { PullDownRefresh } from '@tarojs/components'

// Named so that webpack keeps these modules: their packages declare no side effects.
void [window, createReactApp, React, ReactDOM, findDOMNode, render, unstable_batchedUpdates, PullDownRefresh]
