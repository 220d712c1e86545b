import { mockApi } from '@clorofil/api-client/testing';
import { renderWithApp, setupAppTests } from '@clorofil/auth/testing';
import { paths } from '@clorofil/ui-rtl';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rewardsHandlers } from '../../mocks/handlers';
import { RewardsSummary } from './rewards-summary';

setupAppTests();

describe('RewardsSummary', () => {
  it('shows a signed-in member their name and balance in Persian digits', async () => {
    renderWithApp(<RewardsSummary />, { persona: 'student' });
    expect(await screen.findByText('شما ۱٬۲۵۰ کلروفیل دارید')).toBeInTheDocument();
    expect(screen.getByText('امیرحسین محمدی')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'کلروفیل‌های من' })).toHaveAttribute('href', paths.scores);
  });

  it('tells a member without points that they have none yet', async () => {
    renderWithApp(<RewardsSummary />, { persona: 'newMember' });
    expect(await screen.findByText('شما هنوز کلروفیلی ندارید')).toBeInTheDocument();
  });

  it('offers «تلاش دوباره» when the profile cannot be read, and shows it once it can', async () => {
    const { user } = renderWithApp(<RewardsSummary />, {
      persona: 'student',
      handlers: rewardsHandlers.profileFailing,
    });
    expect(await screen.findByText('خطایی رخ داد…')).toBeInTheDocument();
    mockApi.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByText('شما ۱٬۲۵۰ کلروفیل دارید')).toBeInTheDocument();
  });
});
