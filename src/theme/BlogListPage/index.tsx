import React, {type ReactNode} from 'react';
import BlogListPage from '@theme-original/BlogListPage';
import type BlogListPageType from '@theme/BlogListPage';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogMetadata} from '@docusaurus/plugin-content-blog/client';
import {FeedListingProvider, feedHrefs} from '@site/src/components/FeedSubscribe';

type Props = WrapperProps<typeof BlogListPageType>;

/**
 * Wraps the listing page of every release feed. It builds the feed's RSS and
 * Atom links from the blog's metadata and hands them, with the title and
 * description, to the header that BlogPostItems renders inside the page.
 */
export default function BlogListPageWrapper(props: Props): ReactNode {
  const {blogBasePath} = useBlogMetadata();
  const {metadata} = props;
  return (
    <FeedListingProvider
      value={{
        title: metadata.blogTitle,
        description: metadata.blogDescription,
        ...feedHrefs(blogBasePath),
        page: metadata.page,
        totalPages: metadata.totalPages,
      }}>
      <BlogListPage {...props} />
    </FeedListingProvider>
  );
}
