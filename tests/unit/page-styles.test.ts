/**
 * src/plugins/page-styles writes a page-specific stylesheet into exactly the pages whose markup one of
 * its selectors can match (by class name or by attribute name), or links it when it cannot be inlined.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {inlineStylesheet, pageUses, selectorTokens} from '../../src/plugins/page-styles';

const css =
  '/* .commented_x{} */.cards_XLbL{display:grid}.cards_XLbL>li:hover .cardTitle_a1B2{color:red}' +
  '@media (width<=700px){.options_lNv2 td{width:100%}}[data-rmiz-modal][open]{margin:0}';

test('selector tokens are the class and attribute names, without comments or declarations', () => {
  const tokens = selectorTokens(css);
  assert.deepEqual([...tokens.classes].sort(), ['cardTitle_a1B2', 'cards_XLbL', 'options_lNv2']);
  assert.deepEqual([...tokens.attributes], ['data-rmiz-modal']);
});

test('a page uses the stylesheet when an element has one of its classes or attributes', () => {
  const tokens = selectorTokens(css);
  assert.equal(pageUses('<ul class="row cards_XLbL">', tokens), true);
  assert.equal(pageUses('<table class=options_lNv2>', tokens), true);
  assert.equal(pageUses('<dialog data-rmiz-modal open>', tokens), true);
  assert.equal(pageUses('<dialog data-rmiz-modal-overlay=visible>', tokens), false);
  assert.equal(pageUses('<p class="cards_XLbLx">cards_XLbL in running text</p>', tokens), false);
});

test('a stylesheet is written into the page after its first stylesheet link, once, with the href the runtime looks for', () => {
  const page = '<head><link rel=stylesheet href=/assets/css/styles.1.css><link rel=preload href=/a.js></head>';
  const href = '/assets/css/landing-styles.2.css';
  const inlined = inlineStylesheet(page, href, '.cards_XLbL{display:grid}\n');
  assert.equal(
    inlined,
    '<head><link rel=stylesheet href=/assets/css/styles.1.css><style data-href=/assets/css/landing-styles.2.css>' +
      '.cards_XLbL{display:grid}</style><link rel=preload href=/a.js></head>',
  );
  assert.equal(inlineStylesheet(inlined, href, '.cards_XLbL{display:grid}\n'), inlined);
});

test('a stylesheet with url() (relative to the CSS file, not the page) is linked instead', () => {
  const page = '<head><link rel=stylesheet href=/assets/css/styles.1.css></head>';
  assert.equal(
    inlineStylesheet(page, '/assets/css/x.2.css', '.a{background:url(../img/a.svg)}'),
    '<head><link rel=stylesheet href=/assets/css/styles.1.css><link rel=stylesheet href=/assets/css/x.2.css></head>',
  );
});
