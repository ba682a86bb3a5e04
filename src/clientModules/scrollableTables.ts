/**
 * Wide tables in docs scroll sideways inside the page (custom.css gives
 * `.markdown table` its own horizontal scroll). A keyboard user can only scroll
 * a region that can take focus (WCAG 2.1.1; axe "scrollable-region-focusable"),
 * so a table that overflows gets a tab stop; one that fits does not, to keep
 * tab stops for things that do something.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const TABLES = '.markdown table';

/** Gives each table that scrolls sideways a tab stop, and takes it from one that fits. */
export function markScrollable(tables: readonly HTMLElement[]): void {
  // All widths first, then the attributes: a write between two reads would make the second read lay out again.
  const scrolls = tables.map((table) => table.scrollWidth > table.clientWidth + 1);
  tables.forEach((table, index) => {
    if (scrolls[index] && table.tabIndex !== 0) table.tabIndex = 0;
    if (!scrolls[index] && table.hasAttribute('tabindex')) table.removeAttribute('tabindex');
  });
}

// Reading the widths when a route renders would force a layout inside the hydration task. A ResizeObserver
// reports each table once the browser has laid it out, and again whenever its width changes (viewport, sidebar).
let observer: ResizeObserver | undefined;

export function onRouteDidUpdate(): void {
  if (!ExecutionEnvironment.canUseDOM) return;
  const tables = Array.from(document.querySelectorAll<HTMLElement>(TABLES));
  if (typeof ResizeObserver === 'undefined') {
    markScrollable(tables);
    return;
  }
  observer ??= new ResizeObserver((entries) => markScrollable(entries.map((entry) => entry.target as HTMLElement)));
  observer.disconnect();
  for (const table of tables) observer.observe(table);
}
