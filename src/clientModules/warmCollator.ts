/**
 * The theme's phone sidebar compares prop names with `localeCompare` while the page hydrates, and the first such
 * call loads the browser's collation data (about 8 ms, over 30 ms on a slow phone) inside the hydration task. It
 * loads here instead, in a task of its own while the page's route chunks download.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

if (ExecutionEnvironment.canUseDOM) setTimeout(() => 'a'.localeCompare('b'), 0);
