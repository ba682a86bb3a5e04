/** The modal stylesheet the search plugin writes (loaded when the modal first opens). */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {modalStylesheet} from '../../src/plugins/search';

describe('modal stylesheet', () => {
  it("holds DocSearch's modal rules, then the site's, under a name that changes with its content", () => {
    const {file, css} = modalStylesheet();
    assert.match(file, /^search\/modal-[0-9a-f]{10}\.css$/);
    const docsearch = css.indexOf('.DocSearch-Modal{');
    const site = css.indexOf('z-index: calc(var(--ifm-z-index-fixed) + 1)');
    assert.ok(docsearch >= 0, "DocSearch's modal rules");
    assert.ok(site > docsearch, "the site's rules come after DocSearch's, so they win at equal specificity");
    assert.ok(!css.includes('.DocSearch-Button{'), "the button's rules stay in the page's CSS");
    assert.equal(modalStylesheet().file, file, 'the same content, the same name');
  });
});
