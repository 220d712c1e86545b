// SPEC §9 gives layout steps xs 0, sm 600, md 900, lg 1200, xl 1536 and the 768px mobile switch.
// Chakra names them sm…2xl; `md` is the mobile switch so `{ base, md }` reads "phone, then desktop".
export const breakpoints = {
  sm: '600px',
  md: '768px',
  lg: '900px',
  xl: '1200px',
  '2xl': '1536px',
} as const;

/** Below this width (in CSS px) the app uses its mobile layout (SPEC §2, §9). */
export const MOBILE_MAX_WIDTH = 768;

/** The two viewports every story and screen test is checked at. */
export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;
