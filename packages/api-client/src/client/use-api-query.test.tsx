import { act, render, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorResponse, fixtures, mockPath } from '../mocks/index.js';
import { getCommissionDetail } from './endpoints/financial.js';
import { getRewards } from './endpoints/rewards.js';
import { useApiQuery } from './use-api-query.js';
import { server, startMockServer } from './test-server.js';

startMockServer();

function RewardCount() {
  const query = useApiQuery('rewards', (signal) => getRewards({ signal }));
  if (query.status === 'loading') return <p>در حال بارگذاری</p>;
  if (query.status === 'error')
    return (
      <div>
        <p role="alert">{query.error.message}</p>
        <button type="button" onClick={query.reload}>
          تلاش دوباره
        </button>
      </div>
    );
  return <p>{query.data.length} جایزه</p>;
}

function CommissionCode({ id }: { id: number }) {
  const query = useApiQuery(`commission:${id}`, (signal) => getCommissionDetail(id, { signal }));
  return <p>{query.status === 'success' ? query.data.code : 'در حال بارگذاری'}</p>;
}

describe('useApiQuery', () => {
  it('shows data, and an error with a working «try again»', async () => {
    server.use(errorResponse('getRewards', 500));
    render(<RewardCount />);
    expect(await screen.findByRole('alert')).toHaveTextContent('خطای سرور');

    server.resetHandlers();
    await act(async () => screen.getByRole('button', { name: 'تلاش دوباره' }).click());
    expect(await screen.findByText(`${fixtures.rewards.length} جایزه`)).toBeInTheDocument();
  });

  it('cancels the request when the component unmounts', async () => {
    const signals: AbortSignal[] = [];
    server.use(
      http.get(mockPath('getRewards'), async ({ request }) => {
        signals.push(request.signal);
        await delay(5_000);
        return HttpResponse.json([]);
      }),
    );
    const view = render(<RewardCount />);
    await act(() => delay(50));
    expect(signals).toHaveLength(1);
    view.unmount();
    await act(() => delay(20));
    expect(signals[0]?.aborted).toBe(true);
  });

  it('drops the answer of a previous key so a late reply never shows on the new screen', async () => {
    server.use(
      http.get(mockPath('getCommissionDetail'), async ({ params }) => {
        if (params.id === '11') await delay(300);
        const detail = fixtures.commissionDetails[Number(params.id)];
        return HttpResponse.json(detail);
      }),
    );
    const view = render(<CommissionCode id={11} />);
    view.rerender(<CommissionCode id={12} />);
    expect(await screen.findByText('SARA-KONKUR')).toBeInTheDocument();
    await act(() => delay(400));
    expect(screen.getByText('SARA-KONKUR')).toBeInTheDocument();
    expect(screen.queryByText('SARA-MOH-15')).not.toBeInTheDocument();
  });
});
