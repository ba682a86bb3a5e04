import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Zoom from 'react-medium-image-zoom';
import {useColorMode} from '@docusaurus/theme-common';
import {whenIdle} from '@site/src/lib/when-idle';
import 'react-medium-image-zoom/dist/styles.css';
import './styles.css';

/**
 * The markup the zoom renders before it has found its image (as on the server), without its observers: the
 * zoom measures its image again after every change around it, which during hydration forces layouts.
 */
function Unmeasured({children}: {children: ReactNode}): ReactNode {
  return (
    <div data-rmiz="">
      <div data-rmiz-content="not-found" style={{visibility: 'visible'}}>
        {children}
      </div>
    </div>
  );
}

/** How close to the screen a figure's zoom mounts. */
const NEAR_PX = 400;

/**
 * A figure's image that opens full-screen on click, tap, or Enter on its (focus-revealed) Enlarge button,
 * and closes with Escape, a click or the visible close button. The zoom mounts when the figure comes near the
 * screen and the browser is idle, not while the page hydrates; a click that comes earlier mounts it and enlarges
 * the image.
 */
export default function ZoomableImage({children}: {children: ReactNode}): ReactNode {
  // ThemedImage swaps its <img> once the colour mode is known (and on every toggle); Zoom keeps the
  // image it found when it mounted, so it mounts again when the mode changes.
  const {colorMode} = useColorMode();
  const [zoomable, setZoomable] = useState(false);
  const holder = useRef<HTMLDivElement>(null);
  const clickedEarly = useRef(false);

  useEffect(() => {
    const element = holder.current;
    if (zoomable) {
      if (!element || !clickedEarly.current) return undefined;
      clickedEarly.current = false;
      // The zoom shows its Enlarge button once it has loaded its image: press it for the click that mounted it.
      const enlarge = () => {
        const button = element.querySelector<HTMLButtonElement>('[data-rmiz-btn-zoom]');
        button?.click();
        return Boolean(button);
      };
      if (enlarge()) return undefined;
      const observer = new MutationObserver(() => enlarge() && observer.disconnect());
      observer.observe(element, {childList: true, subtree: true});
      return () => observer.disconnect();
    }
    const onClick = () => {
      clickedEarly.current = true;
      setZoomable(true);
    };
    element?.addEventListener('click', onClick);
    let cancelIdle = () => {};
    const mountWhenIdle = () => {
      cancelIdle = whenIdle(() => setZoomable(true));
    };
    // The holder has no box of its own: its parent's box is where the figure is.
    const box = element?.parentElement;
    let near: IntersectionObserver | undefined;
    if (box && typeof IntersectionObserver === 'function') {
      near = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          near?.disconnect();
          mountWhenIdle();
        },
        {rootMargin: `${NEAR_PX}px 0px`},
      );
      near.observe(box);
    } else mountWhenIdle();
    return () => {
      near?.disconnect();
      cancelIdle();
      element?.removeEventListener('click', onClick);
    };
  }, [zoomable]);

  return (
    <div ref={holder} className="zoomable-image">
      {zoomable ? (
        <Zoom
          key={colorMode}
          a11yNameButtonZoom="Enlarge figure"
          a11yNameButtonUnzoom="Close enlarged figure"
          zoomMargin={16}>
          {children}
        </Zoom>
      ) : (
        <Unmeasured>{children}</Unmeasured>
      )}
    </div>
  );
}
