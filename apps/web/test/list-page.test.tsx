import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ListPage, listDefaults } from '../src/components/list-page.tsx';
import { changeLanguage } from '../src/i18n.ts';
import { useUserStore } from '../src/stores/user-store.ts';
import { employee, enterprise } from './access-fixtures.ts';

type Shipment = { id: number; shipment_no: string };

const ROWS: Shipment[] = [{ id: 7, shipment_no: 'SO-0007' }];

function renderShipments(onCodes = vi.fn()) {
  const api = {
    key: ['physical', 'shipments'] as const,
    path: '/api/physical/shipments',
    page: vi.fn(async () => ({ list: ROWS, total: 1, page: 1, page_size: 20 })),
    add: vi.fn(async (body: Record<string, unknown>) => ({ id: 8, ...body })),
    update: vi.fn(async (body: Record<string, unknown>) => body),
  };
  const page = (
    <ListPage<Shipment, 'freight'>
      menuKey="freight"
      api={api}
      defaults={listDefaults('-created_at')}
      filters={[
        { kind: 'text', name: 'keyword', label: 'Keyword' },
        { kind: 'select', name: 'warehouse_id', label: 'Warehouse', options: [{ value: '3', label: 'North' }] },
        { kind: 'date', name: 'planned_from', id: 'from', label: 'From' },
      ]}
      columns={[{ title: 'Order number', dataIndex: 'shipment_no', key: 'shipment_no' }]}
      rowActions={(row) => [{ key: 'codes', label: 'Codes', roles: ['freight'], onClick: () => onCodes(row.id), testId: 'row-codes' }]}
      empty="No outbound orders yet"
      add={{ label: 'Add outbound order' }}
      drawer={{
        editLabel: 'Edit outbound order',
        noStatus: true,
        form: () => (
          <Form.Item name="note" label="Note">
            <Input id="note" />
          </Form.Item>
        ),
      }}
    />
  );
  const router = createMemoryRouter([{ path: '/', element: page }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return api;
}

// Rendering antd's table and drawer takes seconds on a loaded machine.
describe('a list page from its configuration', { timeout: 30_000 }, () => {
  beforeAll(() => changeLanguage('en'));

  it('labels each declared filter by its field, named after the query parameter', async () => {
    useUserStore.setState({ access: enterprise() });
    renderShipments();
    await waitFor(() => expect(screen.getByText('SO-0007')).toBeTruthy());
    expect(screen.getByLabelText('Keyword').id).toBe('filter_keyword');
    expect(screen.getByLabelText('Warehouse').id).toBe('filter_warehouse');
    expect(screen.getByLabelText('From').id).toBe('filter_from');
  });

  it('shows Add only with the add grant, and Add opens the record drawer that saves through the list API', async () => {
    useUserStore.setState({ access: employee(['freight']) });
    renderShipments();
    await waitFor(() => expect(screen.getByText('SO-0007')).toBeTruthy());
    expect(screen.queryByTestId('freight-add')).toBeNull();
    cleanup();

    useUserStore.setState({ access: employee(['freight'], ['freight:add']) });
    const api = renderShipments();
    await act(async () => fireEvent.click(await screen.findByTestId('freight-add')));
    expect(await screen.findByText('Add outbound order', { selector: '.ant-drawer-title' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Fragile' } });
    await act(async () => fireEvent.click(screen.getByTestId('freight-save')));
    await waitFor(() => expect(api.add).toHaveBeenCalledWith({ note: 'Fragile' }));
    expect(api.update).not.toHaveBeenCalled();
  });

  it('puts the row actions in the last column, each behind its grant', async () => {
    useUserStore.setState({ access: enterprise() });
    const onCodes = vi.fn();
    renderShipments(onCodes);
    await act(async () => fireEvent.click(await screen.findByTestId('row-codes')));
    expect(onCodes).toHaveBeenCalledWith(7);
  });
});
