// The shared harness's Vitest set-up (Testing Library's patience on a loaded machine).
import '@clorofil/auth/testing/vitest-setup';
