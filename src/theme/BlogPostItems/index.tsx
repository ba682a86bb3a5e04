import React, {type ReactNode} from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import type {WrapperProps} from '@docusaurus/types';
import FeedListingHeader, {useFeedListing} from '@site/src/components/FeedSubscribe';

type Props = WrapperProps<typeof BlogPostItemsType>;

/** On a feed's listing page (see theme/BlogListPage), the feed header comes first. */
export default function BlogPostItemsWrapper(props: Props): ReactNode {
  const listing = useFeedListing();
  return (
    <>
      {listing && <FeedListingHeader listing={listing} />}
      <BlogPostItems {...props} />
    </>
  );
}
