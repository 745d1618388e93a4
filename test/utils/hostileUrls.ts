/**
 * Targets that leave the site or run script once a browser's URL parser has read them (issue 28: `/\evil.test/x`
 * opened http://evil.test/x, browsers reading `/\` as `//`), with the whitespace, control-character and case tricks.
 * The list lives with the emulator's hostile corpus (server/hostileCorpus.ts), whose `hostile` fault sends it.
 */
export { OFF_SITE, HOSTILE_TEXT, HOSTILE_CORPUS } from '../../server/hostileCorpus'
