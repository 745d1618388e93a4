/** Where the local gateway emulator listens by default (`npm start`, server/). */
export const LOCAL_GATEWAY = 'http://127.0.0.1:8787'
