import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing';
import { DEFAULT_REWARD_IMAGE } from './default-reward-image';
import { RewardImage } from './reward-image';

const API = 'https://api.example';
const picture = () => screen.getByRole('img', { name: 'تصویر دفتر مشق فنری' });

describe('RewardImage', () => {
  it('reads a bare path against the API and leaves an absolute address alone', () => {
    const { unmount } = renderWithProviders(
      <RewardImage src="/api/images/stationery-1.svg" title="دفتر مشق فنری" apiBaseUrl={API} />,
    );
    expect(picture()).toHaveAttribute('src', 'https://api.example/api/images/stationery-1.svg');
    unmount();
    renderWithProviders(<RewardImage src="//cdn.example/a.webp" title="دفتر مشق فنری" apiBaseUrl={API} />);
    expect(picture()).toHaveAttribute('src', '//cdn.example/a.webp');
  });

  it('loads lazily unless asked to load first', () => {
    const { unmount } = renderWithProviders(<RewardImage src="/a.svg" title="دفتر مشق فنری" apiBaseUrl={API} />);
    expect(picture()).toHaveAttribute('loading', 'lazy');
    expect(picture()).not.toHaveAttribute('fetchpriority');
    unmount();
    renderWithProviders(
      <RewardImage src="/a.svg" title="دفتر مشق فنری" apiBaseUrl={API} loading="eager" fetchPriority="high" />,
    );
    expect(picture()).toHaveAttribute('loading', 'eager');
    expect(picture()).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the default picture for a missing one and in place of one that fails, with the same alt text', () => {
    const { unmount } = renderWithProviders(<RewardImage src="" title="دفتر مشق فنری" apiBaseUrl={API} />);
    expect(picture()).toHaveAttribute('src', DEFAULT_REWARD_IMAGE);
    unmount();
    renderWithProviders(<RewardImage src="/broken.png" title="دفتر مشق فنری" apiBaseUrl={API} />);
    fireEvent.error(picture());
    expect(picture()).toHaveAttribute('src', DEFAULT_REWARD_IMAGE);
    expect(picture()).toHaveAttribute('data-fallback');
  });
});
