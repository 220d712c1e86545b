import { createSystem, defineConfig, type SystemContext } from '@chakra-ui/react';
import { breakpoints } from './breakpoints';
import { chakraTheme } from './chakra-theme';
import { colors, semanticColors } from './tokens';

const fontStack = "'Vazirmatn Variable', Vazirmatn, Tahoma, 'Segoe UI', 'Noto Sans Arabic', system-ui, sans-serif";

const config = defineConfig({
  globalCss: {
    'html, body': {
      fontFamily: 'body',
      bg: 'bg.canvas',
      color: 'fg',
    },
    // Persian text needs more leading than Latin for its dots and descenders.
    body: { lineHeight: '1.8' },
  },
  theme: {
    breakpoints,
    tokens: {
      colors,
      fonts: {
        heading: { value: fontStack },
        body: { value: fontStack },
      },
      radii: {
        control: { value: '4px' },
        select: { value: '8px' },
      },
    },
    semanticTokens: {
      colors: semanticColors,
      // SPEC §9: the default radius is 4px; Chakra's recipes read l1–l3.
      radii: {
        l1: { value: '4px' },
        l2: { value: '4px' },
        l3: { value: '8px' },
      },
    },
  },
});

let system: SystemContext | undefined;

/**
 * The one Chakra system of the product: tokens, fonts, radii and breakpoints for fa-IR. Built on
 * first use rather than when the module loads, so importing a component never pays for it.
 */
export function getSystem(): SystemContext {
  system ??= createSystem(...chakraTheme, config);
  return system;
}
