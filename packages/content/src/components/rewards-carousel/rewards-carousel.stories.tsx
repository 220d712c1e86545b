import { emptyResponse, fixtures, handlerGroups, respondWith } from '@clorofil/api-client/testing/browser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { onViewport } from '@clorofil/auth/testing/browser';
import { RewardsCarousel } from './rewards-carousel';

const meta = {
  title: 'Features/Content/RewardsCarousel',
  component: RewardsCarousel,
  parameters: { route: '/', msw: { handlers: handlerGroups } },
} satisfies Meta<typeof RewardsCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

// The seven categories stand in when the catalogue is empty: a fixed count for the arrow stories.
const categoriesOnly = {
  msw: { handlers: { rewards: [emptyResponse('getPublicRewards'), ...handlerGroups.rewards] } },
};

/** A visitor sees the public catalogue (no token, nothing personal). */
export const VisitorCatalogue: Story = {
  ...onViewport('desktop'),
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByTestId('reward-slide')).toHaveLength(
      fixtures.publicRewards.filter((reward) => reward.inStock).length,
    );
  },
};

/** SPEC §2: arrows on desktop; one with nowhere to go is disabled at 40% opacity. */
export const DesktopArrows: Story = {
  ...onViewport('desktop'),
  parameters: { ...onViewport('desktop').parameters, ...categoriesOnly },
  play: async ({ canvas, userEvent }) => {
    await canvas.findAllByTestId('category-slide');
    const previous = canvas.getByRole('button', { name: 'جایزه‌های قبلی' });
    const next = canvas.getByRole('button', { name: 'جایزه‌های بعدی' });
    await expect(previous).toBeDisabled();
    // Chakra fades buttons between states, so the final opacity is awaited.
    await waitFor(() => expect(getComputedStyle(previous).opacity).toBe('0.4'));
    await waitFor(() => expect(next).toBeEnabled());
    await waitFor(() => expect(getComputedStyle(next).opacity).toBe('1'));
    await userEvent.click(next);
    await waitFor(() => expect(previous).toBeEnabled());
    // Seven categories, five in view: two steps reach the end.
    await userEvent.click(next);
    await waitFor(() => expect(next).toBeDisabled());
  },
};

/** SPEC §9: 2.4 slides with 10px gaps and a 24px offset on phones; no arrows (swipe). */
export const MobileSwipe: Story = {
  ...onViewport('mobile'),
  parameters: { ...onViewport('mobile').parameters, ...categoriesOnly },
  play: async ({ canvas, canvasElement }) => {
    const slides = await canvas.findAllByTestId('category-slide');
    await expect(canvas.queryByRole('button', { name: 'جایزه‌های بعدی' })).toBeNull();
    const track = canvasElement.querySelector<HTMLElement>('.keen-slider')!;
    const box = track.getBoundingClientRect();
    await waitFor(() => {
      const first = slides[0]!.parentElement!.getBoundingClientRect();
      expect(first.width).toBeCloseTo((box.width - 10 * 1.4) / 2.4, 0);
      // Right to left: the first slide rests 24px from the track's right edge.
      expect(box.right - first.right).toBeCloseTo(24, 0);
    });
  },
};

export const MemberRewards: Story = { ...onViewport('desktop'), parameters: { persona: 'student' } };

// Addresses no other story loads: the browser reuses an image it already has for the same URL.
const missingImages = fixtures.rewards.map((reward) => ({ ...reward, image: `/api/images/missing-${reward.id}.svg` }));

/** A picture that fails to load is replaced by the default picture. */
export const BrokenImages: Story = {
  parameters: {
    persona: 'student',
    msw: {
      handlers: {
        rewards: [respondWith('getRewards', missingImages), ...handlerGroups.rewards],
        images: [http.get('*/api/images/:file', () => new HttpResponse(null, { status: 404 }))],
      },
    },
  },
  play: async ({ canvas }) => {
    const images = await canvas.findAllByRole('img');
    await waitFor(() => expect(images[0]!.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/), { timeout: 3000 });
    await expect(images[0]).toHaveAccessibleName(/^تصویر /);
  },
};

export const Loading: Story = {
  parameters: {
    persona: 'student',
    msw: {
      handlers: {
        rewards: [http.get('*/api/Rewards', () => new Promise<never>(() => undefined)), ...handlerGroups.rewards],
      },
    },
  },
};
