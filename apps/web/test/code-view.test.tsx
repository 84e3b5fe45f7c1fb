import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { CodeLife } from '@trace/contract/codes';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CodeView } from '../src/features/inspect/code-view.tsx';
import { changeLanguage } from '../src/i18n.ts';
import { useUserStore } from '../src/stores/user-store.ts';
import { employee, enterprise } from './access-fixtures.ts';

const state = {
  value: 'CASE0001',
  level: 'box' as const,
  status: 'shipped' as const,
  order_id: 7,
  seq: 3,
  product_id: 1,
  product_name: 'Aqua Vita 550 ml',
  lot_no: 'L2026-11',
  produced_at: '2026-11-20',
  expires_at: '2027-11-20',
  holder_type: 'dealer' as const,
  holder_id: 4,
  holder_name: 'Shanghai Trading',
  dealer_id: 4,
  parent: 'PALLET01',
  child_count: 24,
  replaced_by: null,
  scan_count: 1234,
  first_scan_at: '2026-11-21T08:00:00.000Z',
  last_event_at: '2026-11-21T08:00:00.000Z',
};
const life: CodeLife = {
  code: { ...state, order_no: 'CO20261120-000001', rule_name: 'Cases', url: 'https://q.example.com/m/q/CASE0001' },
  hold: null,
  ancestors: [{ ...state, value: 'PALLET01', level: 'pallet', parent: null, child_count: 60 }],
  contents: [{ level: 'item', count: 1440 }],
  events: [
    {
      id: 1,
      type: 'pack',
      occurred_at: '2026-11-20T08:00:00.000Z',
      parent: null,
      related: null,
      location_type: 'warehouse',
      location_id: 1,
      location_name: 'East',
      ref_type: null,
      ref_id: null,
      reason: '',
      count: 24,
      actor: 'admin',
    },
    {
      id: 2,
      type: 'ship',
      occurred_at: '2026-11-21T08:00:00.000Z',
      parent: 'PALLET01',
      related: null,
      location_type: 'dealer',
      location_id: 4,
      location_name: 'Shanghai Trading',
      ref_type: null,
      ref_id: null,
      reason: '',
      count: 1,
      actor: 'admin',
    },
  ],
};

describe('the code view of the information inquiry', () => {
  beforeAll(() => changeLanguage('en'));

  it('shows the facts, the container, the contents per level and the history, with links, and warns of nothing', async () => {
    useUserStore.setState({ access: enterprise() });
    const warnings = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The contents tree asks for its first page.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ status_code: 200, message: '', data: { list: [], total: 24, page: 1, page_size: 50 } })),
      ),
    );
    const onOpen = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <CodeView life={life} onOpen={onOpen} onChanged={() => {}} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('contents-summary').textContent).toBe('Holds: 1,440 items');
    expect(screen.getByTestId('code-status').textContent).toBe('Shipped');
    expect(screen.getByTestId('code-order').getAttribute('href')).toBe('/home/tagging/rulenews?keyword=CO20261120-000001');
    expect(screen.getByTestId('holder-dealer').getAttribute('href')).toBe('/home/base/dealer?keyword=Shanghai+Trading');
    expect(screen.getByText('1,234 scans, first on', { exact: false })).toBeTruthy();
    expect(screen.getByTestId('event-contents').textContent).toBe('24 codes packed into it');
    expect(screen.getByTestId('event-dealer').textContent).toBe('Shanghai Trading');
    // Where each event happened reads as "Warehouse: East", never the two run together.
    expect(screen.getAllByTestId('event-holder').map((holder) => holder.textContent)).toEqual([
      'Warehouse: East',
      'Dealer: Shanghai Trading',
    ]);
    expect(screen.getByTestId('ancestors').textContent).toContain('Packed in:');
    fireEvent.click(screen.getByTestId('ancestor'));
    expect(onOpen).toHaveBeenCalledWith('PALLET01');
    await waitFor(() => expect(screen.queryByTestId('contents-tree')).toBeTruthy());
    expect(warnings.mock.calls.filter((call) => String(call[0]).includes('antd'))).toEqual([]);
    warnings.mockRestore();
  });

  it('puts a full-width colon between a label and its value in Chinese', async () => {
    useUserStore.setState({ access: enterprise() });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ status_code: 200, message: '', data: { list: [], total: 24, page: 1, page_size: 50 } })),
      ),
    );
    await changeLanguage('zh');
    try {
      render(
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <CodeView life={life} onOpen={() => {}} onChanged={() => {}} />
          </MemoryRouter>
        </QueryClientProvider>,
      );
      expect(screen.getAllByTestId('event-holder').map((holder) => holder.textContent)).toEqual(['仓库：East', '经销商：Shanghai Trading']);
    } finally {
      await changeLanguage('en');
    }
  });

  it('names the dealer and the code order as text for an account that may not open their pages, and links a pool to its own list', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ status_code: 200, message: '', data: { list: [], total: 24, page: 1, page_size: 50 } })),
      ),
    );
    const pool = { ...life, code: { ...life.code, order_no: 'CP20261124-000001' } };
    const view = (access: ReturnType<typeof employee>) => {
      cleanup();
      useUserStore.setState({ access });
      render(
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <CodeView life={pool} onOpen={() => {}} onChanged={() => {}} />
          </MemoryRouter>
        </QueryClientProvider>,
      );
    };
    view(employee(['informationinquiry']));
    for (const id of ['holder-dealer', 'code-order', 'event-dealer']) {
      expect(screen.getByTestId(id).getAttribute('href')).toBeNull();
      expect(screen.getByTestId(id).closest('a')).toBeNull();
    }
    expect(screen.getByTestId('holder-dealer').textContent).toBe('Shanghai Trading');
    expect(screen.getByTestId('code-order').textContent).toBe('CP20261124-000001');
    view(employee(['informationinquiry', 'dealer', 'readycreate']));
    expect(screen.getByTestId('code-order').getAttribute('href')).toBe('/home/tagging/readycreate?keyword=CP20261124-000001');
    expect(screen.getByTestId('event-dealer').getAttribute('href')).toBe('/home/base/dealer?keyword=Shanghai+Trading');
  });

  it("shows the hold of the code's production order: the tag, why, since when and what consumers read", () => {
    useUserStore.setState({ access: enterprise() });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ status_code: 200, message: '', data: { list: [], total: 24, page: 1, page_size: 50 } })),
      ),
    );
    const hold = {
      kind: 'recall' as const,
      production_order_id: 9,
      production_order_no: 'PO20261120001',
      reason: 'Seal defect',
      notice: 'Please return it to the shop',
      placed_at: '2026-11-21T08:00:00.000Z',
      placed_by: 'Sato Yuki',
    };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <CodeView life={{ ...life, hold }} onOpen={() => {}} onChanged={() => {}} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('hold-tag').textContent).toBe('Recalled');
    const alert = screen.getByTestId('code-hold');
    expect(alert.textContent).toContain('Production order PO20261120001 is recalled');
    expect(alert.textContent).toContain('by Sato Yuki. Reason: Seal defect');
    expect(alert.textContent).toContain('Consumers read: Please return it to the shop');
  });
});
