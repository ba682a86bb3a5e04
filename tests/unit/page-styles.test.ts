/**
 * src/plugins/page-styles links a page-specific stylesheet from exactly the pages whose markup one of
 * its selectors can match: by class name or by attribute name.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {pageUses, selectorTokens} from '../../src/plugins/page-styles';

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
