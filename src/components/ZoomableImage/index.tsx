import React, {type ReactNode} from 'react';
import Zoom from 'react-medium-image-zoom';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode} from '@docusaurus/theme-common';
import 'react-medium-image-zoom/dist/styles.css';
import './styles.css';

/**
 * A figure's image that opens full-screen on click, tap, or Enter on its (focus-revealed) Enlarge button,
 * and closes with Escape, a click or the visible close button.
 */
export default function ZoomableImage({children}: {children: ReactNode}): ReactNode {
  // ThemedImage swaps its <img> once the colour mode is known (and on every toggle); Zoom keeps the
  // image it found when it mounted, so it mounts again with the image that is shown.
  const isBrowser = useIsBrowser();
  const {colorMode} = useColorMode();
  return (
    <Zoom
      key={isBrowser ? colorMode : 'server'}
      a11yNameButtonZoom="Enlarge figure"
      a11yNameButtonUnzoom="Close enlarged figure"
      zoomMargin={16}>
      {children}
    </Zoom>
  );
}
