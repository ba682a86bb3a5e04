import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {keepRankOrder} from '../../src/plugins/search/client/rank-order';

const hit = (lvl0: string, lvl1: string) => ({
  hierarchy: {lvl0, lvl1},
  _highlightResult: {hierarchy: {lvl0: {value: lvl0}, lvl1: {value: lvl1}}},
});

/** DocSearch's grouping: by the highlighted lvl0, groups in the order they first appear. */
function asShown(hits: ReturnType<typeof hit>[]): string[] {
  const groups = new Map<string, string[]>();
  for (const item of hits) {
    const key = item._highlightResult.hierarchy.lvl0.value;
    groups.set(key, [...(groups.get(key) ?? []), item.hierarchy.lvl1]);
  }
  return [...groups.values()].flat();
}

describe('the modal keeps the engine order', () => {
  it('gives a hit that grouping would pull ahead a group of its own', () => {
    const hits = [hit('API', 'Optimize'), hit('Tutorials', 'Get started'), hit('API', 'Get token')];
    assert.deepEqual(asShown(hits), ['Optimize', 'Get token', 'Get started'], 'the problem');
    const kept = keepRankOrder(hits);
    assert.deepEqual(asShown(kept), ['Optimize', 'Get started', 'Get token']);
    assert.equal(kept[2]!.hierarchy.lvl0, 'API › Get token');
    assert.equal(kept[0], hits[0], 'hits already in order stay as they are');
  });

  it('keeps neighbours of one category together', () => {
    const hits = [hit('API', 'A'), hit('API', 'B'), hit('Guides', 'C')];
    assert.deepEqual(keepRankOrder(hits), hits);
  });
});
