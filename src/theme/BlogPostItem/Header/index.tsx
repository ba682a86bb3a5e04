import React, {type ReactNode} from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import type HeaderType from '@theme/BlogPostItem/Header';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import CopyPage from '@site/src/components/CopyPage';

type Props = WrapperProps<typeof HeaderType>;

/** A release note's own page offers its Markdown below the header; the feed listings do not. */
export default function HeaderWrapper(props: Props): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  return (
    <>
      <Header {...props} />
      {isBlogPostPage ? <CopyPage /> : null}
    </>
  );
}
