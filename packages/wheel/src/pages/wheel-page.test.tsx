import { fixtures } from '@clorofil/api-client/testing';
import { renderWithApp, setupAppTests } from '@clorofil/auth/testing';
import { featureRouteObjects, paths } from '@clorofil/app-kit';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wheelFeature } from '../feature';
import { wheelHandlers } from '../mocks/handlers';

setupAppTests();

function renderPage(options: Parameters<typeof renderWithApp>[1] = {}) {
  return renderWithApp(null, {
    route: paths.luckyWheel,
    routes: featureRouteObjects(wheelFeature.routes),
    ...options,
  });
}

describe('wheel page', () => {
  it('is public: a visitor sees the wheel, the tagline and every prize’s odds in Persian', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'گردونه شانس' })).toBeInTheDocument();
    expect(screen.getByText('بچرخان و برنده شو')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /گردونه با ۸ خانه/ })).toBeInTheDocument();
    const odds = screen.getByRole('region', { name: 'شانس هر جایزه' });
    const items = within(odds).getAllByRole('listitem');
    expect(items).toHaveLength(fixtures.wheelPrizes.prizes.length);
    expect(items[0]).toHaveTextContent('۵۰ کلروفیل');
    expect(items[0]).toHaveTextContent('۴٪');
    expect(items[1]).toHaveTextContent('۲۲٪');
  });

  it('declares the public layout and the planned side-menu entry', () => {
    expect(wheelFeature.routes).toEqual([
      expect.objectContaining({ path: paths.luckyWheel, layout: 'public', guard: 'public' }),
    ]);
    expect(wheelFeature.menu).toEqual([
      expect.objectContaining({
        key: 'lucky-wheel',
        label: 'گردونهٔ شانس',
        path: paths.luckyWheel,
        placements: ['side'],
      }),
    ]);
  });

  it('shows a skeleton while the prizes load', async () => {
    renderPage({ handlers: wheelHandlers.prizesLoading });
    expect(await screen.findByTestId('wheel-loading')).toHaveAttribute('aria-busy', 'true');
  });

  it.each([
    ['fails', wheelHandlers.prizesFailing],
    ['is empty', wheelHandlers.prizesEmpty],
  ])('says «a problem occurred, try later» with the way home when the prize list %s', async (_, handlers) => {
    renderPage({ handlers });
    expect(await screen.findByText('ظاهراً مشکلی پیش آمده است؛ لطفاً بعداً تلاش کنید.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'بازگشت به صفحه اصلی' })).toHaveAttribute('href', paths.home);
    expect(screen.queryByTestId('spin-button')).not.toBeInTheDocument();
  });

  it('says the wheel is inactive when it is switched off', async () => {
    renderPage({ handlers: wheelHandlers.inactive, persona: 'student' });
    expect(await screen.findByText('گردونه در حال حاضر غیرفعال است.')).toBeInTheDocument();
    expect(screen.queryByTestId('spin-button')).not.toBeInTheDocument();
  });
});
