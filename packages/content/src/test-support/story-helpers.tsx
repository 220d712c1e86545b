import { handlerGroups } from '@clorofil/api-client/mocks';
import { ViewportFrame, type ViewportName } from '@clorofil/ui-rtl';
import type { Decorator } from '@storybook/react-vite';
import { TestAuthRoot } from './test-auth-root';

/** `parameters.auth` of a story: who is looking. Visitors by default. */
export type AuthParameter = 'member' | 'visitor';

/**
 * The app's AuthRoot around the story, with a member signed in or not; a visitor's sign-in
 * redirect is captured and its return address shown in `getByTestId('sign-in-target')`.
 * Keyed by story so no session survives into the next story.
 */
export const withTestAuth: Decorator = (Story, context) => (
  <TestAuthRoot key={context.id} signedIn={(context.parameters.auth as AuthParameter | undefined) === 'member'}>
    <Story />
  </TestAuthRoot>
);

/** The API groups every content story needs (content, rewards, the member's profile, images). */
export const contentHandlers = {
  content: handlerGroups.content,
  rewards: handlerGroups.rewards,
  profile: handlerGroups.profile,
  images: handlerGroups.images,
};

/** Spread into a story: `export const Mobile = { ...onViewport('mobile') }`. */
export function onViewport(viewport: ViewportName) {
  return {
    globals: { viewport: { value: viewport, isRotated: false } },
    decorators: [
      ((Story) => (
        <ViewportFrame viewport={viewport}>
          <Story />
        </ViewportFrame>
      )) satisfies Decorator,
    ],
  };
}
