import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { CodeState } from '@trace/contract/codes';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFeedback } from '../src/api/feedback.ts';
import { CodeActions } from '../src/features/inspect/code-actions.tsx';
import { changeLanguage } from '../src/i18n.ts';
import { useUserStore } from '../src/stores/user-store.ts';
import { employee, enterprise } from './access-fixtures.ts';

const CASE: CodeState = {
  value: 'CASE0001',
  level: 'box',
  status: 'active',
  order_id: 1,
  seq: 1,
  product_id: 1,
  product_name: 'Water',
  lot_no: '',
  produced_at: null,
  expires_at: null,
  holder_type: 'warehouse',
  holder_id: 1,
  holder_name: 'East',
  dealer_id: null,
  parent: 'PALLET01',
  child_count: 24,
  replaced_by: null,
  scan_count: 0,
  first_scan_at: null,
  last_event_at: null,
};
const envelope = (status_code: number, data: unknown, message = 'x') =>
  new Response(JSON.stringify({ status_code, message, data }), { headers: { 'content-type': 'application/json' } });

describe('the operations of the information inquiry', () => {
  beforeAll(() => changeLanguage('en'));
  const errors: string[] = [];
  const fetchMock = vi.fn<typeof fetch>();
  const show = (code: CodeState, onDone = vi.fn()) => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CodeActions code={code} onDone={onDone} />
      </QueryClientProvider>,
    );
    return onDone;
  };
  const buttons = () => screen.queryAllByTestId(/^action-(unpack|empty|replace|void)$/).map((b) => b.dataset.testid);

  beforeEach(() => {
    errors.length = 0;
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    setFeedback({
      message: { error: ({ content }: { content: string }) => errors.push(content), success: () => {} },
      modal: { confirm: () => {} },
    } as never);
    useUserStore.setState({ access: enterprise() });
  });

  it('offers what the grants and the status allow', () => {
    show(CASE);
    expect(buttons()).toEqual(['action-unpack', 'action-empty', 'action-replace', 'action-void']);
    cleanup();
    useUserStore.setState({ access: employee(['informationinquiry'], ['informationinquiry:void']) });
    show(CASE);
    expect(buttons()).toEqual(['action-void']);
    cleanup();
    useUserStore.setState({ access: enterprise() });
    show({ ...CASE, status: 'voided', parent: null });
    expect(buttons()).toEqual([]);
  });

  it('lists each code that stopped a void in the dialog, not in a toast, and sends a new operation id per confirmation', async () => {
    const refused = [{ code: 'CASE0001', reason: 'has_contents', message: 'Still holds codes' }];
    fetchMock.mockImplementation(async () => envelope(409, { refused, total: 1 }, '1 codes stop this operation'));
    const onDone = show(CASE);
    fireEvent.click(screen.getByTestId('action-void'));
    expect(screen.getByTestId('void-final').textContent).toContain('final');
    fireEvent.change(document.getElementById('action_reason') as HTMLInputElement, { target: { value: 'Crushed' } });
    await act(async () => fireEvent.click(screen.getByTestId('action-confirm')));
    await waitFor(() => expect(screen.getByTestId('refused-code').textContent).toBe('CASE0001 Still holds codes'));
    await act(async () => fireEvent.click(screen.getByTestId('action-confirm')));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const bodies = fetchMock.mock.calls.map((call) => JSON.parse(String(call[1]?.body)));
    expect(bodies[0]).toMatchObject({ codes: ['CASE0001'], reason: 'Crushed', with_contents: false });
    expect(bodies[0].op_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(bodies[1].op_id).not.toBe(bodies[0].op_id);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(errors).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('takes a reason in any language and with punctuation, as the server does', async () => {
    fetchMock.mockImplementation(async () => envelope(200, { op_id: 'x', kind: 'void', codes: 1, affected: 1, replayed: false }));
    const onDone = show({ ...CASE, child_count: 0 });
    fireEvent.click(screen.getByTestId('action-void'));
    const reason = '标签压坏；不能再用: 50%!';
    fireEvent.change(document.getElementById('action_reason') as HTMLInputElement, { target: { value: reason } });
    await act(async () => fireEvent.click(screen.getByTestId('action-confirm')));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ reason });
  });

  it('reloads the view after an operation went through', async () => {
    fetchMock.mockImplementation(async () => envelope(200, { op_id: 'x', kind: 'unpack', codes: 1, affected: 25, replayed: false }));
    const onDone = show(CASE);
    fireEvent.click(screen.getByTestId('action-empty'));
    await act(async () => fireEvent.click(screen.getByTestId('action-confirm')));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ codes: ['CASE0001'], contents: true });
  });
});
