import {escapeHtml} from './highlight';

/**
 * DocSearch's modal groups its hits by `hierarchy.lvl0` (the category) in the order each category first
 * appears, so a page ranked fourth moves up to second when its category is that of the first. Hits that
 * would be pulled ahead of a better one get a category of their own ("Category › Page"), so the groups on
 * screen keep the engine's order.
 */
interface GroupedHit {
  hierarchy: {lvl0?: string | null; lvl1?: string | null};
  _highlightResult?: {hierarchy?: {lvl0?: {value: string}; lvl1?: {value: string}}};
}

export function keepRankOrder<T extends GroupedHit>(hits: T[]): T[] {
  const used = new Set<string>();
  let current: string | undefined;
  return hits.map((hit) => {
    const category = hit.hierarchy.lvl0 ?? '';
    let label = category;
    let suffix = '';
    if (label !== current && used.has(label)) {
      const page = hit.hierarchy.lvl1;
      if (page && page !== category) suffix = ` › ${page}`;
      for (let copy = 2; `${category}${suffix}` !== current && used.has(`${category}${suffix}`); copy++)
        suffix = ` (${copy})`;
      label = `${category}${suffix}`;
    }
    used.add(label);
    current = label;
    if (!suffix) return hit;
    const highlighted = hit._highlightResult?.hierarchy;
    // The modal groups and titles by the highlighted lvl0 (HTML): its parts are taken already escaped.
    const highlightedLabel =
      highlighted?.lvl0 && highlighted.lvl1 && suffix.startsWith(' ›')
        ? `${highlighted.lvl0.value} › ${highlighted.lvl1.value}`
        : escapeHtml(label);
    return {
      ...hit,
      hierarchy: {...hit.hierarchy, lvl0: label},
      ...(highlighted
        ? {
            _highlightResult: {
              ...hit._highlightResult,
              hierarchy: {...highlighted, lvl0: {...highlighted.lvl0, value: highlightedLabel}},
            },
          }
        : {}),
    };
  });
}
