import type { Decorator } from '@storybook/react-vite';
import { VIEWPORTS, type ViewportName } from '../../system/breakpoints';
import { ViewportFrame } from './viewport-frame';

// Named viewports for the toolbar; the frame decorator makes the layout deterministic in story
// tests too, whatever size the test browser's page has.
const options = Object.fromEntries(
  (Object.keys(VIEWPORTS) as ViewportName[]).map((name) => [
    name,
    {
      name: `${name} ${VIEWPORTS[name].width}px`,
      styles: { width: `${VIEWPORTS[name].width}px`, height: `${VIEWPORTS[name].height}px` },
      type: name,
    },
  ]),
);

function frame(viewport: ViewportName): Decorator {
  return (Story) => (
    <ViewportFrame viewport={viewport}>
      <Story />
    </ViewportFrame>
  );
}

/** Spread into a story: `export const Mobile = { ...onViewport('mobile'), args }`. */
export function onViewport(viewport: ViewportName) {
  return {
    parameters: { viewport: { options } },
    globals: { viewport: { value: viewport, isRotated: false } },
    decorators: [frame(viewport)],
  };
}
