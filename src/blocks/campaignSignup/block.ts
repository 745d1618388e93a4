import type { BlockDefinition } from '@/renderer/types'
import View from '.'
import { SIGNUP_KIND, parseSignup, type SignupModel } from './model'

export const block: BlockDefinition<SignupModel> = { kind: SIGNUP_KIND, parse: parseSignup, View }
