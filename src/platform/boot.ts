/** Mini-programs have no boot screen of their own: the host shows the page when it is ready. */
export function hideBootScreen (): void {}
