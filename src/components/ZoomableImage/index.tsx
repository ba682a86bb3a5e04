import React, {type ReactNode} from 'react';
import Zoom from 'react-medium-image-zoom';
import {useColorMode} from '@docusaurus/theme-common';
import 'react-medium-image-zoom/dist/styles.css';
import './styles.css';

/**
 * A figure's image that opens full-screen on click, tap, or Enter on its (focus-revealed) Enlarge button,
 * and closes with Escape, a click or the visible close button.
 */
export default function ZoomableImage({children}: {children: ReactNode}): ReactNode {
  // ThemedImage swaps its <img> once the colour mode is known (and on every toggle); Zoom keeps the
  // image it found when it mounted, so it mounts again when the mode changes. Hydration starts in the
  // default (light) mode with the light image first, so a light page keeps its figures as they are.
  const {colorMode} = useColorMode();
  return (
    <Zoom
      key={colorMode}
      a11yNameButtonZoom="Enlarge figure"
      a11yNameButtonUnzoom="Close enlarged figure"
      zoomMargin={16}>
      {children}
    </Zoom>
  );
}
