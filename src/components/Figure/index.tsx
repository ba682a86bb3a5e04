import type {ReactNode} from 'react';
import ZoomableImage from '@site/src/components/ZoomableImage';
import styles from './styles.module.css';

interface FigureProps {
  /** The image (an <img>, ThemedImage or IdealImage with its own alt text). */
  children: ReactNode;
  /** A sentence that says what to notice in the figure. */
  caption?: ReactNode;
}

/**
 * A figure with an optional caption, sized to the text column.
 * The alt text stays on the image itself so the content check can see it.
 * On phones a wide diagram keeps a readable size and scrolls sideways
 * instead of shrinking its labels below legibility.
 */
export default function Figure({children, caption}: FigureProps): ReactNode {
  return (
    <figure className={styles.figure}>
      {/* Focusable so keyboard users can scroll it when it overflows. */}
      <div className={styles.scroller} tabIndex={0}>
        <ZoomableImage>{children}</ZoomableImage>
      </div>
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
