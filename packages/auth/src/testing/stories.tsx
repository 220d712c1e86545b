import { VIEWPORTS, ViewportFrame, type ViewportName } from '@clorofil/ui-rtl';
import type { Decorator } from '@storybook/react-vite';

// Named viewports for the toolbar; the frame makes the layout deterministic in story tests too,
// whatever size the test browser's page has.
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

/** Spread into a story: `export const Mobile = { ...onViewport('mobile'), parameters: { persona: 'student' } }`. */
export function onViewport(viewport: ViewportName) {
  const frame: Decorator = (Story) => (
    <ViewportFrame viewport={viewport}>
      <Story />
    </ViewportFrame>
  );
  return {
    globals: { viewport: { value: viewport, isRotated: false } },
    parameters: { viewport: { options } },
    decorators: [frame],
  };
}
