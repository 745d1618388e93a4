/**
 * Mini-program transport: the host's request API (services/hostSend.ts). The H5 bundles use `transport.h5.ts`.
 */
import type { Send } from './http'
import { emulatorVisitorHeader, hostSend } from './hostSend'

// QA_LOGIN is a build-time constant (config/env.ts): QA builds name their emulator visitor on every call
// (services/emulatorVisitor.ts); a release build folds this to the plain transport and carries none of it.
export const send: Send = hostSend(QA_LOGIN ? emulatorVisitorHeader() : undefined)
