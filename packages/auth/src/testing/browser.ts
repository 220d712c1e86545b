// For Storybook and other browser pages: the personas, tokens and provider wrapper, without the
// Vitest/Node parts of '@clorofil/auth/testing'.
export {
  captureNavigator,
  FAKE_ISSUER,
  fakeMetadata,
  fakeProviderHandlers,
  memoryStorage,
  storedUserKey,
  testAuthConfig,
  WEB_ORIGIN,
} from './fake-provider';
export { fakeJwt, personaAccessToken, personaSub, personaUser } from './personas';
export type { PersonaUserOptions } from './personas';
export { createTestAuth } from './test-auth';
export type { TestAuth } from './test-auth';
export { TestAuthProvider } from './test-auth-provider';
export type { TestAuthProviderProps } from './test-auth-provider';
export { onViewport } from './stories';
