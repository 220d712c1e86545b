// The auth test harness: personas and their tokens, the provider wrapper, and renderWithApp()
// composing ui-rtl's providers, a QueryClient, auth and a memory router over the mock API.
export * from './browser';
export { withCommitLog } from './commit-log';
export { renderWithApp } from './render-with-app';
export type { RenderWithAppOptions, RenderWithAppResult } from './render-with-app';
export { resetAuthAfterEach, setupAppTests } from './setup-app-tests';
// Seams for tests of several tabs of one session (each tab its own UserManager and storage).
export { createRenewer } from '../session/renewer';
export type { Renewer } from '../session/renewer';
export { createSessionChannel } from '../session/session-channel';
