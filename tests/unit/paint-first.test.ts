/**
 * src/plugins/paint-first: a page's deferred scripts become preloads, and an inline script adds them, in their
 * order, once the first frame has been painted (at once in a hidden page, after MAX_WAIT_MS at the latest).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import {MAX_WAIT_MS, bootScript, paintFirst} from '../../src/plugins/paint-first';

const page =
  '<html><head><link rel=stylesheet href=/assets/css/styles.1.css>' +
  '<script src=/assets/js/runtime~main.a.js defer></script><script src="/assets/js/main.b.js" defer></script>' +
  '</head><body><div id=__docusaurus><pre>&lt;/body&gt;</pre></div></body></html>';

test('deferred scripts become preloads in place, and the boot script closes the body', () => {
  const html = paintFirst(page)!;
  assert.ok(!/<script src=/.test(html), 'no deferred script is left');
  assert.ok(
    html.includes(
      '<link rel=preload as=script fetchpriority=low href=/assets/js/runtime~main.a.js>' +
        '<link rel=preload as=script fetchpriority=low href=/assets/js/main.b.js></head>',
    ),
  );
  assert.ok(html.endsWith(`${bootScript(['/assets/js/runtime~main.a.js', '/assets/js/main.b.js'])}</body></html>`));
});

test('a page without deferred scripts (a redirect) is left alone; one without a body is an error', () => {
  assert.equal(paintFirst('<html><head><meta http-equiv=refresh content="0; url=/x"></head></html>'), null);
  assert.throws(() => paintFirst('<head><script src=/a.js defer></script></head>'), /no <\/body>/);
});

/** Runs the boot script in a fake page: what it appends, and the callbacks it left waiting. */
function boot(visibility: 'visible' | 'hidden', hash = '') {
  const appended: {src: string; async: boolean}[] = [];
  const frames: (() => void)[] = [];
  const timers: {run: () => void; ms: number}[] = [];
  const context = {
    document: {
      visibilityState: visibility,
      createElement: () => ({src: '', async: true}),
      head: {appendChild: (element: {src: string; async: boolean}) => appended.push({...element})},
    },
    window: {requestAnimationFrame: true},
    location: {hash},
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms = 0) => timers.push({run, ms}),
  };
  const source = bootScript(['/r.js', '/m.js']).replace(/^<script>|<\/script>$/g, '');
  vm.runInNewContext(source, context);
  return {appended, frames, timers};
}

test('the scripts are added in order, not async, after the first frame, and once', () => {
  const {appended, frames, timers} = boot('visible');
  assert.equal(appended.length, 0, 'nothing before a frame');
  assert.deepEqual(
    timers.map((timer) => timer.ms),
    [MAX_WAIT_MS],
  );
  frames[0]!();
  // The frame's callback runs before the frame is painted; the task it posts runs after.
  assert.equal(appended.length, 0);
  timers[1]!.run();
  assert.deepEqual(appended, [
    {src: '/r.js', async: false},
    {src: '/m.js', async: false},
  ]);
  timers[0]!.run();
  assert.equal(appended.length, 2, 'the fallback does not add them again');
});

test('a page hidden when it loads, or opened at an anchor, adds them at once; one whose frames never come, after MAX_WAIT_MS', () => {
  assert.equal(boot('hidden').appended.length, 2);
  assert.equal(boot('visible', '#import.materials').appended.length, 2);
  const stalled = boot('visible');
  stalled.timers.find((timer) => timer.ms === MAX_WAIT_MS)!.run();
  assert.equal(stalled.appended.length, 2);
});
