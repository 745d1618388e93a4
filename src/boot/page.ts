/**
 * Boot step 3 of 3: the campaign page's module and everything it imports (stores, services, the renderer).
 * The router's `import()` of the page then finds it run, and resolves at once.
 */
import page from '../pages/campaign/index'

void page
