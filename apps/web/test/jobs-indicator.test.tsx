import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ACCOUNT_TYPE } from '@trace/contract/api';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../src/i18n.ts';
import { JobsIndicator } from '../src/layout/jobs-indicator.tsx';
import { useUserStore } from '../src/stores/user-store.ts';

const job = {
  id: 7,
  kind: 'code_generation',
  subject: 12,
  label: 'CO20261124-000012',
  state: 'running',
  done: 250_000,
  total: 1_000_000,
  created_at: '2026-11-24T09:00:00.000Z',
  started_at: '2026-11-24T09:00:01.000Z',
};

function envelope(data: unknown) {
  return new Response(JSON.stringify({ status_code: 200, message: 'success', data }), {
    headers: { 'content-type': 'application/json' },
  });
}

function renderIndicator() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <JobsIndicator />
    </QueryClientProvider>,
  );
}

describe('the running-jobs indicator', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  it('shows the enterprise account its jobs with their progress', async () => {
    useUserStore.setState({ token: 'tok', accountType: ACCOUNT_TYPE.ENTERPRISE });
    fetchMock.mockImplementation(async () => envelope([job]));
    renderIndicator();
    const button = await screen.findByTestId('jobs-indicator');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/jobs/running');
    await act(async () => fireEvent.click(button));
    expect((await screen.findByTestId('running-job')).textContent).toContain('CO20261124-000012');
    expect(screen.getByTestId('running-job').textContent).toContain('250,000 / 1,000,000');
  });

  it('asks nothing for an employee and shows nothing when no job runs', async () => {
    useUserStore.setState({ token: 'tok', accountType: ACCOUNT_TYPE.EMPLOYEE });
    renderIndicator();
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByTestId('jobs-indicator')).toBeNull();
  });
});
