import { useBuyReward } from '@clorofil/api-client';
import { fixtures } from '@clorofil/api-client/testing';
import { setupAppTests } from '@clorofil/auth/testing';
import { defineFeature, paths } from '@clorofil/app-kit';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../app-under-test';

setupAppTests();

function BuyStandIn() {
  const buy = useBuyReward();
  return (
    <button type="button" onClick={() => buy.mutate({ id: 1 })}>
      دریافت دفتر مشق فنری
    </button>
  );
}

// What the rewards feature will do on its page: spend points through api-client's mutation.
const rewardsStandIn = defineFeature({
  id: 'rewards',
  routes: [{ path: paths.rewards, layout: 'profile', guard: 'signed-in', page: async () => BuyStandIn }],
  menu: [],
  paths: { rewards: paths.rewards },
});

describe('points spent on one screen', () => {
  it('update the menu’s balance and the dashboard without a reload', async () => {
    const { user, router } = renderApp(paths.rewards, { persona: 'student', features: [rewardsStandIn] });
    const block = await screen.findByTestId('user-block');
    expect(await within(block).findByText('شما ۱٬۲۵۰ کلروفیل دارید')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'دریافت دفتر مشق فنری' }));
    expect(await within(block).findByText('شما ۱٬۱۳۰ کلروفیل دارید')).toBeInTheDocument();

    await router.navigate(paths.dashboard);
    expect(await screen.findByTestId('balance')).toHaveTextContent('۱٬۱۳۰ کلروفیل');
    const activity = await screen.findByRole('region', { name: 'آخرین فعالیت‌ها' });
    // The purchase is the newest line of the history, above the older entries.
    const [newest] = await within(activity).findAllByRole('listitem');
    expect(newest).toHaveTextContent('دریافت جایزه: دفتر مشق فنری');
    expect(newest).toHaveTextContent('−۱۲۰');
    expect(within(activity).getAllByRole('listitem')).toHaveLength(Math.min(fixtures.scores.length + 1, 5));
  });
});
