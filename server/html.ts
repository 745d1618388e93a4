/** The emulator's own HTML pages (the test login page, QA's home page) escape what they print. */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml (text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c])
}
