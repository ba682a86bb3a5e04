import React, {type ReactNode} from 'react';
import ThemedImage from '@theme/ThemedImage';
import useBaseUrl from '@docusaurus/useBaseUrl';
import ZoomableImage from '@site/src/components/ZoomableImage';
import styles from './styles.module.css';

type Props = {
  /** Site-relative path of the light-mode SVG, e.g. `/img/integrations/maya-panel-light.svg`. */
  light: string;
  /** Site-relative path of the dark-mode SVG. */
  dark: string;
  /** What the figure shows, for readers who cannot see it. Required. */
  alt: string;
  caption?: ReactNode;
};

/**
 * A diagram with light and dark variants and an optional caption.
 * On narrow screens the diagram keeps a readable minimum width and scrolls sideways.
 */
export default function ThemedFigure({light, dark, alt, caption}: Props): ReactNode {
  return (
    <figure className={styles.figure}>
      {/* Focusable so that keyboard users can scroll a diagram wider than a phone screen. */}
      <div
        className={styles.scroller}
        tabIndex={0}
        role="group"
        aria-label={typeof caption === 'string' ? caption : alt}>
        <ZoomableImage>
          <ThemedImage
            className={styles.image}
            alt={alt}
            sources={{light: useBaseUrl(light), dark: useBaseUrl(dark)}}
          />
        </ZoomableImage>
      </div>
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
