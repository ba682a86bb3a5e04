/**
 * Wide tables in docs scroll sideways inside the page (custom.css gives
 * `.markdown table` its own horizontal scroll). A keyboard user can only scroll
 * a region that can take focus (WCAG 2.1.1; axe "scrollable-region-focusable"),
 * so a table that overflows gets a tab stop; one that fits does not, to keep
 * tab stops for things that do something.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const TABLES = '.markdown table';

export function markScrollableTables(root: ParentNode = document): void {
  for (const table of Array.from(root.querySelectorAll<HTMLElement>(TABLES))) {
    const scrolls = table.scrollWidth > table.clientWidth + 1;
    if (scrolls && table.tabIndex !== 0) table.tabIndex = 0;
    if (!scrolls && table.hasAttribute('tabindex')) table.removeAttribute('tabindex');
  }
}

let resizeTimer: ReturnType<typeof setTimeout> | undefined;
if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('resize', () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => markScrollableTables(), 150);
  });
}

export function onRouteDidUpdate(): void {
  markScrollableTables();
}
