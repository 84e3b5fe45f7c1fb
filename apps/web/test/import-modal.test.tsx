import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFeedback } from '../src/api/feedback.ts';
import { ImportModal } from '../src/components/import-modal.tsx';
import { changeLanguage } from '../src/i18n.ts';

const envelope = (status_code: number, data: unknown, message = 'x') =>
  new Response(JSON.stringify({ status_code, message, data }), { headers: { 'content-type': 'application/json' } });

describe('an idempotent import', () => {
  beforeAll(() => changeLanguage('en'));
  const fetchMock = vi.fn<typeof fetch>();
  const keys = () => fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key']);
  const choose = (container: HTMLElement, file: File) =>
    fireEvent.change(container.ownerDocument.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [file] } });

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    setFeedback({ message: { error: () => {}, success: () => {} }, modal: { confirm: () => {} } } as never);
  });

  it('sends one key per file, the same again for that file until it is imported, and a report column per code', async () => {
    const { container, findByText } = render(
      <QueryClientProvider client={new QueryClient()}>
        <ImportModal
          open
          onClose={() => {}}
          title="Import"
          path="/api/codes/pack/import"
          invalidates={['x']}
          idempotent
          errorColumns={[{ key: 'parent', title: 'Case or pallet' }]}
        />
      </QueryClientProvider>,
    );
    const file = new File(['parent,child\nA,B\n'], 'pairs.csv', { type: 'text/csv', lastModified: 1 });
    const errors = [{ row: 2, field: 'child', message: 'Already packed in a container', parent: 'CASE9', child: 'B' }];
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    choose(container, file);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    fetchMock.mockResolvedValueOnce(envelope(422, { imported: 0, errors, op_id: 'k', replayed: false }));
    choose(container, file);
    expect(await findByText('CASE9')).toBeTruthy();
    fetchMock.mockResolvedValueOnce(envelope(200, { imported: 1, errors: [], op_id: 'k', replayed: false }));
    choose(container, file);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    fetchMock.mockResolvedValueOnce(envelope(200, { imported: 1, errors: [], op_id: 'k', replayed: false }));
    choose(container, new File(['parent,child\nC,D\n'], 'more.csv', { type: 'text/csv', lastModified: 2 }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    const [first, second, third, fourth] = keys();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect([second, third]).toEqual([first, first]);
    expect(fourth).not.toBe(first);
  });
});
