/** The roles the page gives: controls (button, link, tab), their groups, dialogs and landmarks. */
export type Role = 'button' | 'link' | 'tab' | 'tablist' | 'tabpanel' | 'dialog' | 'navigation' | 'main' | 'heading' | 'progressbar'
