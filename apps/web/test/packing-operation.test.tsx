import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { codeOperations } from '../src/api/codes.ts';
import { setFeedback } from '../src/api/feedback.ts';
import { useCodeOperation } from '../src/features/packing/use-code-operation.ts';
import { changeLanguage } from '../src/i18n.ts';

const envelope = (status_code: number, data: unknown, message = 'x') =>
  new Response(JSON.stringify({ status_code, message, data }), { headers: { 'content-type': 'application/json' } });
const done = { op_id: 'x', kind: 'pack', codes: 2, affected: 2, replayed: false };
const BODY = { packs: [{ parent: 'CASE1', children: ['ITEM1'] }] };

describe('an operation sent from a packing page', () => {
  beforeAll(() => changeLanguage('en'));
  const fetchMock = vi.fn<typeof fetch>();
  const sentIds = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).op_id as string);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
  );

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    setFeedback({ message: { error: () => {}, success: () => {} }, modal: { confirm: () => {} } } as never);
  });

  it('resends its id after an answer that never came, and takes a new one after success', async () => {
    const onDone = vi.fn();
    const { result } = renderHook(() => useCodeOperation(codeOperations.pack, onDone), { wrapper });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    act(() => result.current.run(BODY));
    await waitFor(() => expect(result.current.problem?.message).toContain('Send it again'));
    fetchMock.mockResolvedValueOnce(envelope(200, done));
    act(() => result.current.run(BODY));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(result.current.problem).toBeNull();
    fetchMock.mockResolvedValueOnce(envelope(200, done));
    act(() => result.current.run(BODY));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(2));
    const [lost, retry, next] = sentIds();
    expect(retry).toBe(lost);
    expect(next).not.toBe(lost);
  });

  it('keeps a refusal with each code and why, and sends the same id once the codes allow it', async () => {
    const { result } = renderHook(() => useCodeOperation(codeOperations.pack, vi.fn()), { wrapper });
    const refused = [{ code: 'ITEM1', reason: 'already_packed', message: 'Already packed in a container' }];
    fetchMock.mockResolvedValueOnce(envelope(409, { refused, total: 1 }));
    act(() => result.current.run(BODY));
    await waitFor(() => expect(result.current.problem?.refusal).toEqual({ refused, total: 1 }));
    // A refused operation is not stored under its id: sending it again is a new try.
    fetchMock.mockResolvedValueOnce(envelope(200, done));
    act(() => result.current.run(BODY));
    await waitFor(() => expect(result.current.problem).toBeNull());
    expect(new Set(sentIds()).size).toBe(1);
    // Refused again, then another container: another piece of work, another id.
    fetchMock.mockResolvedValueOnce(envelope(409, { refused, total: 1 }));
    act(() => result.current.run(BODY));
    await waitFor(() => expect(result.current.problem).not.toBeNull());
    act(() => result.current.reset());
    expect(result.current.problem).toBeNull();
    fetchMock.mockResolvedValueOnce(envelope(200, done));
    act(() => result.current.run(BODY));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    const [, , refusedAgain, afterReset] = sentIds();
    expect(afterReset).not.toBe(refusedAgain);
  });
});
