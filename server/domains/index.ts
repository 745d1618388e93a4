/**
 * The emulator's gateway domains, one module each (routes, typed state, seed). A new domain is one more
 * module exporting `<name>Domain`: `npm run blocks` adds it to list.generated.ts (a test fails until then).
 */
export { DOMAIN_LIST as DOMAINS } from './list.generated'
