import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ForcedMobileContext } from '../../hooks/use-is-mobile';
import { MOBILE_MAX_WIDTH, VIEWPORTS, type ViewportName } from '../../system/breakpoints';

export type ViewportFrameProps = { viewport: ViewportName; children: ReactNode };

/**
 * Shows its children as they look on a 390px phone or a 1280px desktop inside any canvas: the
 * width is constrained and `useIsMobile()` answers for the frame, not for the window.
 */
export function ViewportFrame({ viewport, children }: ViewportFrameProps) {
  const { width } = VIEWPORTS[viewport];
  return (
    <ForcedMobileContext.Provider value={width < MOBILE_MAX_WIDTH}>
      <Box data-viewport={viewport} width="100%" maxWidth={`${width}px`} marginInline="auto" padding="4" bg="bg.canvas">
        {children}
      </Box>
    </ForcedMobileContext.Provider>
  );
}
