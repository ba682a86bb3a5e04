import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {blogBaseFromListing, feedHrefs} from '../../src/components/FeedSubscribe/feedLinks';

describe('feed links of a listing page', () => {
  it('take the base path of page 1 as it is', () => {
    assert.equal(blogBaseFromListing('/3d-processor-updates', 1), '/3d-processor-updates');
    assert.equal(blogBaseFromListing('/docs-preview/qc-tools-updates/', 1), '/docs-preview/qc-tools-updates');
  });
  it('strip the page segment of later pages', () => {
    assert.equal(blogBaseFromListing('/dcc-importer-updates/page/6', 6), '/dcc-importer-updates');
    assert.equal(blogBaseFromListing('/preview/dcc-importer-updates/page/2', 2), '/preview/dcc-importer-updates');
  });
  it('leave a base path alone that merely ends in the page number', () => {
    assert.equal(blogBaseFromListing('/feed-2', 2), '/feed-2');
  });
  it('name the RSS and Atom files of the base path', () => {
    assert.deepEqual(feedHrefs('/preview/qc-tools-updates/'), {
      rssHref: '/preview/qc-tools-updates/rss.xml',
      atomHref: '/preview/qc-tools-updates/atom.xml',
    });
  });
});
