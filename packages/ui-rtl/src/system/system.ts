import { createSystemInSteps, defineConfig, type SystemContext } from '@chakra-ui/react';
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

// Built in steps (merged configs, six of the token dictionary, the rest: patches/@chakra-ui__react@3.37.0.patch)
// and only when asked: nothing is built when this module is evaluated.
const steps = createSystemInSteps(...chakraTheme, config);
let built: SystemContext | undefined;

/**
 * Runs the next step of building the product's system; true once it is built. The web app's
 * start-up runs one step per task (apps/web/src/start-stages/system.ts): built in one go, the
 * system was the longest task of a phone's start-up (~130 ms at 4x CPU, bench/web/profile.mjs).
 */
export function buildSystemStep(): boolean {
  if (built) return true;
  const step = steps.next();
  if (step.done) built = step.value;
  return step.done === true;
}

/**
 * The one Chakra system of the product: tokens, fonts, radii and breakpoints for fa-IR. Whatever
 * of it the start-up has not built yet is built now (the server's render, tests, Storybook).
 */
export function getSystem(): SystemContext {
  while (!buildSystemStep());
  return built!;
}
