import React, {type ReactNode} from 'react';
import BlogListPage from '@theme-original/BlogListPage';
import type BlogListPageType from '@theme/BlogListPage';
import type {WrapperProps} from '@docusaurus/types';
import {FeedListingProvider, blogBaseFromListing, feedHrefs} from '@site/src/components/FeedSubscribe';

type Props = WrapperProps<typeof BlogListPageType>;

/**
 * Wraps the listing page of every release feed. It builds the feed's RSS and
 * Atom links from the listing's metadata (permalink and page number) and
 * hands them, with the feed's title and description, to the header that
 * BlogPostItems renders inside the page.
 */
export default function BlogListPageWrapper(props: Props): ReactNode {
  const {metadata} = props;
  // Listing routes carry no blog-metadata context; their permalink names the blog's base path.
  const blogBasePath = blogBaseFromListing(metadata.permalink, metadata.page);
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
