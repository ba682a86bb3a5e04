import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import CopyPage from '@site/src/components/CopyPage';

type Props = WrapperProps<typeof ContentType>;

/** Every doc and API page offers its Markdown above the content. */
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <CopyPage />
      <Content {...props} />
    </>
  );
}
