import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFeedback } from '../src/api/feedback.ts';
import { ApiError } from '../src/api/http.ts';
import { RecordDrawer } from '../src/components/record-drawer.tsx';
import { changeLanguage } from '../src/i18n.ts';

const errors: string[] = [];
const confirms: { title: string; onOk: () => void }[] = [];
function renderDrawer(save: (body: Record<string, unknown>) => Promise<unknown>, onClose = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RecordDrawer open record={null} title="Add material" onClose={onClose} save={save} invalidates={['x']} testId="material" noStatus>
        {() => (
          <>
            <Form.Item name="code" label="Code">
              <Input id="code" />
            </Form.Item>
            <Form.Item name="phone" label="Phone">
              <Input id="phone" />
            </Form.Item>
          </>
        )}
      </RecordDrawer>
    </QueryClientProvider>,
  );
  return onClose;
}

describe('the shared record drawer', () => {
  // The console loads its language before the first render; so does this test.
  beforeAll(() => changeLanguage('en'));
  beforeEach(() => {
    errors.length = 0;
    confirms.length = 0;
    setFeedback({
      message: { error: ({ content }: { content: string }) => errors.push(content), success: () => {} },
      modal: { confirm: (config: { title: string; onOk: () => void }) => confirms.push(config) },
    } as never);
  });

  it('shows a refused save on the fields it names, and does not toast it as well', async () => {
    const save = vi.fn(async () => {
      const message = 'Phone is not a phone number';
      // The client toasts a 422 one task later unless a form has claimed it.
      const error = new ApiError(message, 422, { fields: [{ field: 'phone', message }] });
      setTimeout(() => error.shownOnFields || errors.push(message), 0);
      throw error;
    });
    renderDrawer(save);
    fireEvent.change(document.getElementById('phone') as HTMLInputElement, { target: { value: '123' } });
    await act(async () => fireEvent.click(screen.getByTestId('material-save')));
    await waitFor(() => expect(screen.getByText('Phone is not a phone number')).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(save).toHaveBeenCalledOnce();
    expect(errors).toEqual([]);
  });

  it('closes at once when nothing was typed, and asks before throwing typed input away', async () => {
    const untouched = renderDrawer(async () => ({}));
    fireEvent.click(screen.getByText('Cancel'));
    expect(untouched).toHaveBeenCalledOnce();
    cleanup();

    const typed = renderDrawer(async () => ({}));
    fireEvent.change(document.getElementById('code') as HTMLInputElement, { target: { value: 'M-1' } });
    fireEvent.click(screen.getByText('Cancel'));
    expect(typed).not.toHaveBeenCalled();
    expect(confirms.map((c) => c.title)).toEqual(['Discard your input?']);
    confirms[0]?.onOk();
    expect(typed).toHaveBeenCalledOnce();
  });
});
