import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { actAs, createTestQueryClient, mockApi, mockPath, startMockApi } from '../../testing/index.js';
import { useBuyReward } from './mutations.js';
import { apiQueries } from './queries.js';
import { queryKeys } from './query-keys.js';

startMockApi();

function Balance() {
  const profile = useQuery(apiQueries.profile());
  return <p data-testid="balance">{profile.data?.score ?? '…'}</p>;
}

function LatestLine() {
  const scores = useQuery(apiQueries.scores());
  return <p data-testid="latest">{scores.data?.[0]?.activity ?? '…'}</p>;
}

function BuyButton({ id }: { id: number }) {
  const buy = useBuyReward();
  return (
    <button type="button" onClick={() => buy.mutate({ id })}>
      دریافت جایزه
    </button>
  );
}

function withClient(children: ReactNode, client = createTestQueryClient()) {
  return { client, ...render(<QueryClientProvider client={client}>{children}</QueryClientProvider>) };
}

describe('a purchase', () => {
  it('updates the balance and the history shown elsewhere on the page, without a reload', async () => {
    actAs('student');
    withClient(
      <>
        <Balance />
        <LatestLine />
        <BuyButton id={1} />
      </>,
    );
    expect(await screen.findByText('1250')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'دریافت جایزه' }));
    expect(await screen.findByText('1130')).toBeInTheDocument();
    expect(await screen.findByText('دریافت جایزه: دفتر مشق فنری')).toBeInTheDocument();
  });

  it('shows the discount code it issued and counts the receipt in the rewards list, without a reload', async () => {
    actAs('student');
    function Codes() {
      const codes = useQuery(apiQueries.discountCodes());
      const rewards = useQuery(apiQueries.rewards());
      const ebook = rewards.data?.find((reward) => reward.id === 2);
      return (
        <>
          <p data-testid="codes">{codes.data?.map((code) => code.code).join(' ') ?? '…'}</p>
          <p data-testid="received">{ebook ? `received ${ebook.recivedCount}` : '…'}</p>
        </>
      );
    }
    withClient(
      <>
        <Codes />
        <BuyButton id={2} />
      </>,
    );
    expect(await screen.findByText('received 0')).toBeInTheDocument();
    expect(screen.getByTestId('codes')).not.toHaveTextContent('CL-MOCK-0002');
    await userEvent.click(screen.getByRole('button', { name: 'دریافت جایزه' }));
    expect(await screen.findByText('received 1')).toBeInTheDocument();
    expect(screen.getByTestId('codes').textContent).toMatch(/^CL-MOCK-0002 /);
  });

  it('leaves the balance as it was when the server refuses', async () => {
    actAs('newMember');
    const { client } = withClient(
      <>
        <Balance />
        <BuyButton id={1} />
      </>,
    );
    expect(await screen.findByText('0')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'دریافت جایزه' }));
    await act(() => delay(50));
    expect(client.getMutationCache().getAll()[0]?.state).toMatchObject({ status: 'error', error: { status: 400 } });
    expect(screen.getByTestId('balance')).toHaveTextContent('0');
  });
});

describe('queries', () => {
  it('cancel the request when the last screen using it unmounts', async () => {
    const signals: AbortSignal[] = [];
    mockApi.use(
      http.get(mockPath('getRewards'), async ({ request }) => {
        signals.push(request.signal);
        await delay(5_000);
        return HttpResponse.json([]);
      }),
    );
    function Rewards() {
      useQuery(apiQueries.rewards());
      return null;
    }
    const view = withClient(<Rewards />);
    await act(() => delay(50));
    expect(signals).toHaveLength(1);
    view.unmount();
    await act(() => delay(20));
    expect(signals[0]?.aborted).toBe(true);
  });

  it('keep every personal answer under the member prefix, so one call forgets them all', async () => {
    actAs('student');
    const client = createTestQueryClient();
    await client.fetchQuery(apiQueries.profile());
    await client.fetchQuery(apiQueries.scores());
    await client.fetchQuery(apiQueries.faq());
    client.removeQueries({ queryKey: queryKeys.member.all() });
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([queryKeys.public.faq()]);
  });
});
