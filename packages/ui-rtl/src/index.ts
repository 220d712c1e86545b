// Public surface of @clorofil/ui-rtl. Fonts live in '@clorofil/ui-rtl/fonts' (side effect),
// test helpers in '@clorofil/ui-rtl/testing', validators also in '@clorofil/ui-rtl/validation'.
export { system } from './system/system';
export { breakpoints, MOBILE_MAX_WIDTH, VIEWPORTS } from './system/breakpoints';
export type { ViewportName } from './system/breakpoints';
export { AppProviders } from './providers/app-providers';
export type { AppProvidersProps } from './providers/app-providers';
export { useIsMobile, ForcedMobileContext } from './hooks/use-is-mobile';
export { notify, TOAST_DURATION } from './components/toast/notify';
export type { NotifyOptions } from './components/toast/notify';
export type { NotifyKind } from './components/toast/toast-card';

export * from './format';
export * from './normalize';
