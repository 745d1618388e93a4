/**
 * Calls `listener` when the page's content changes size (a block's answer came, an image of unknown ratio
 * loaded) without a scroll. Mini-programs: nothing to watch; a block that keeps positions re-reads them at
 * the next scroll (the page's onPageScroll). H5 has its own file.
 */
export function usePageResize (_listener: () => void): void {}
