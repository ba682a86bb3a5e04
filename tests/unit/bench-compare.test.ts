import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mainJsVerdict, median, missedTargets, pagePairs, summarise, type Summary} from '../../scripts/bench/compare';
import {linkedStylesheets} from '../../scripts/bench/lighthouse';
import type {PageRun} from '../../scripts/bench/lighthouse';

const run = (overrides: Partial<PageRun>): PageRun => ({
  performance: 90,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 200,
  blockingCssBytes: 15 * 1024,
  jsBytes: 170 * 1024,
  mainJsBytes: 150 * 1024,
  htmlBytes: 8 * 1024,
  failing: [],
  ...overrides,
});
const summary = (overrides: Partial<PageRun>): Summary => summarise([run(overrides)]);
const pair = (kind: string) => pagePairs.find((candidate) => candidate.kind === kind)!;

test('median of odd and even counts, ignoring runs that measured nothing', () => {
  assert.equal(median([5, 1, 3]), 3);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([NaN, 7]), 7);
});

test('summarise takes the median of each figure and keeps every failed audit once', () => {
  const result = summarise([
    run({performance: 70, failing: ['seo: meta-description']}),
    run({performance: 90}),
    run({performance: 80, failing: ['seo: meta-description']}),
  ]);
  assert.equal(result.performance, 80);
  assert.deepEqual(result.failing, ['seo: meta-description']);
  assert.deepEqual(result.performanceRuns, [70, 90, 80]);
});

test('a content page must score at least as high as stock and keep its blocking CSS small', () => {
  assert.deepEqual(missedTargets(pair('tutorial'), summary({}), summary({})), []);
  assert.deepEqual(
    missedTargets(pair('tutorial'), summary({performance: 80, blockingCssBytes: 52 * 1024}), summary({})),
    ['score ratio 0.89 < 1.00', 'blocking CSS > 20 KB'],
  );
});

test('the schema page may trail stock by 15 % but not exceed its TBT by more than 300 ms', () => {
  assert.deepEqual(missedTargets(pair('schema'), summary({performance: 77, tbtMs: 500}), summary({})), []);
  assert.deepEqual(missedTargets(pair('schema'), summary({tbtMs: 501, accessibility: 98}), summary({})), [
    'accessibility 98',
    'TBT > stock + 300 ms',
  ]);
});

test('main.js may exceed stock by 15 KB', () => {
  const rows = [{ours: summary({mainJsBytes: 165 * 1024}), stock: summary({})}];
  assert.match(mainJsVerdict(rows), /: met$/);
  rows[0]!.ours = summary({mainJsBytes: 166 * 1024});
  assert.match(mainJsVerdict(rows), /MISSED$/);
});

test('render-blocking stylesheets are read from minified and quoted link tags alike', () => {
  const html =
    '<link rel=stylesheet href=/assets/css/styles.1.css /><link rel="preload" href="/x.css"><link href="/b.css" rel="stylesheet">';
  assert.deepEqual(
    [...linkedStylesheets(html, 'http://h/docs/a')],
    ['http://h/assets/css/styles.1.css', 'http://h/b.css'],
  );
});
