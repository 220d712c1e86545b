import { paths } from '@clorofil/app-kit';
import { describe, expect, it } from 'vitest';
import { routePatterns as routes } from '../router';
import { routePatternOf } from './route-pattern';

describe('the route pattern a page view reports under', () => {
  it.each([
    ['/', '/'],
    [paths.reward(42), '/rewards/:id'],
    [paths.page('قوانین-باشگاه'), '/page/:slug'],
    [paths.commission(7), '/financial/commission/:id'],
    [paths.luckyWheel, '/games/lucky-wheel'],
    [paths.whatIsClub, `/${decodeURIComponent(paths.whatIsClub.slice(1))}`],
    ['/no/such/page', '/*'],
  ])('%s → %s', (pathname, pattern) => {
    expect(routePatternOf(routes, pathname)).toBe(pattern);
  });

  it('never carries the id or slug of the address', () => {
    expect(routePatternOf(routes, '/rewards/918273')).not.toContain('918273');
    expect(routePatternOf(routes, paths.page('member-09121234567'))).toBe('/page/:slug');
  });
});
