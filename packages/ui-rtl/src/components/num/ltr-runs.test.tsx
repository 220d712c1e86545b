import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LtrRuns } from './ltr-runs';

describe('LtrRuns', () => {
  it('isolates each code with digits left to right and leaves the Persian text as it is', () => {
    const { container } = render(<LtrRuns>تسویه کمیسیون کدهای HOSSEINI10 و KONKUR15</LtrRuns>);
    const isolates = [...container.querySelectorAll('bdi')];
    expect(isolates.map((b) => [b.textContent, b.getAttribute('dir')])).toEqual([
      ['HOSSEINI10', 'ltr'],
      ['KONKUR15', 'ltr'],
    ]);
    expect(container.textContent).toBe('تسویه کمیسیون کدهای HOSSEINI10 و KONKUR15');
  });

  it('leaves text without Latin digits alone', () => {
    const { container } = render(<LtrRuns>پرداخت ماه مهر، ۱۴۰۳</LtrRuns>);
    expect(container.querySelector('bdi')).toBeNull();
    expect(container.textContent).toBe('پرداخت ماه مهر، ۱۴۰۳');
  });
});
