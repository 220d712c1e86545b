import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing';
import { MessageView } from './message-view';

describe('MessageView', () => {
  it('shows the message and sub-message', () => {
    renderWithProviders(<MessageView icon="empty" message="لیست شما خالی است" subMessage="هنوز چیزی نیست" />);
    expect(screen.getByText('لیست شما خالی است')).toBeInTheDocument();
    expect(screen.getByText('هنوز چیزی نیست')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces an error and takes the member home', async () => {
    const { user } = renderWithProviders(<MessageView icon="error" message="خطایی رخ داد" showHomeButton />, {
      route: '/rewards',
      routes: [{ path: '/', element: <h1>خانه</h1> }],
    });
    expect(screen.getByRole('alert')).toHaveTextContent('خطایی رخ داد');
    await user.click(screen.getByRole('link', { name: 'بازگشت به صفحه اصلی' }));
    expect(await screen.findByRole('heading', { name: 'خانه' })).toBeInTheDocument();
  });

  it('has no home button unless asked and renders a custom icon', () => {
    renderWithProviders(<MessageView icon={<span>🎁</span>} message="پیام" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('🎁')).toBeInTheDocument();
  });
});
