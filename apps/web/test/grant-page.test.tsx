import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { MenuTreeNode, Role } from '@trace/contract/org';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import RolemanagePage from '../src/features/org/rolemanage-page.tsx';
import { changeLanguage } from '../src/i18n.ts';
import { useUserStore } from '../src/stores/user-store.ts';
import { employee, enterprise } from './access-fixtures.ts';

const role = (id: number, name: string, held: boolean): Role => ({
  id,
  name,
  description: '',
  status: 1,
  position_count: 1,
  held,
  created_at: '2026-11-20T08:00:00.000Z',
});
const ROLES = [role(1, 'Warehouse clerks', false), role(2, 'Account managers', true)];

const node = (menu_key: string, buttons: string[], children: MenuTreeNode[] = []): MenuTreeNode => ({
  menu_key,
  kind: children.length > 0 ? 'group' : 'page',
  hidden: false,
  enabled: true,
  selected: false,
  listMenuButtons: buttons.map((code) => ({ menu_button_code: code, name: '', enabled: true, custom: false, selected: false })),
  children,
});
/** The organisation group with accounts and roles, and the base group with warehouses (already granted). */
const TREE: MenuTreeNode[] = [
  node('organ', [], [node('stafflist', ['stafflist:add', 'stafflist:delete']), node('rolemanage', ['rolemanage:grant'])]),
  node('base', [], [{ ...node('store', ['store:add']), selected: true }]),
];

function envelope(data: unknown) {
  return new Response(JSON.stringify({ status_code: 200, message: 'success', data }), { headers: { 'content-type': 'application/json' } });
}

/** The checkbox of a tree node, found by its menu key or button code. */
function checkbox(attribute: 'data-menu' | 'data-code', value: string): HTMLElement {
  const title = document.querySelector(`[${attribute}="${value}"]`);
  const box = title?.closest('.ant-tree-treenode')?.querySelector('.ant-tree-checkbox');
  if (!box) throw new Error(`no checkbox for ${value}`);
  return box as HTMLElement;
}
const isDisabled = (box: HTMLElement) => box.classList.contains('ant-tree-checkbox-disabled');

async function openRole(name: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <RolemanagePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await act(async () => fireEvent.click(await screen.findByText(name, {}, { timeout: 10_000 })));
  await screen.findByTestId('grant-tree', {}, { timeout: 10_000 });
}

describe('the grant page, for a person who may grant only what they hold', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(() => changeLanguage('en'));
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url) => envelope(String(url).endsWith('/roles/list') ? ROLES : TREE));
    vi.stubGlobal('fetch', fetchMock);
  });

  it('greys out what the person does not hold, keeping its tick, and says why', async () => {
    useUserStore.setState({
      access: employee(['organ', 'stafflist', 'rolemanage'], ['stafflist:add', 'rolemanage:grant']),
    });
    await openRole('Warehouse clerks');
    for (const [attribute, value] of [
      ['data-menu', 'stafflist'],
      ['data-code', 'stafflist:add'],
      ['data-code', 'rolemanage:grant'],
    ] as const)
      expect(isDisabled(checkbox(attribute, value)), value).toBe(false);
    for (const [attribute, value] of [
      ['data-menu', 'base'],
      ['data-menu', 'store'],
      ['data-code', 'store:add'],
      ['data-code', 'stafflist:delete'],
    ] as const)
      expect(isDisabled(checkbox(attribute, value)), value).toBe(true);
    expect(checkbox('data-menu', 'store').classList.contains('ant-tree-checkbox-checked')).toBe(true);
    expect(screen.getByTestId('grant-limit').textContent).toContain('Greyed-out boxes are menus and buttons you do not hold yourself');

    // A held button can be ticked and saved; the warehouses menu it cannot touch goes along unchanged.
    await act(async () => fireEvent.click(checkbox('data-code', 'stafflist:add')));
    await act(async () => fireEvent.click(screen.getByTestId('grants-save')));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/savetree'))).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/savetree')) as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ role_id: 1, menu_keys: ['store'], button_codes: ['stafflist:add'] });
  }, 30_000);

  it("shows the person's own role as theirs, unchangeable, with no save", async () => {
    useUserStore.setState({
      access: employee(['organ', 'stafflist', 'rolemanage'], ['stafflist:add', 'rolemanage:grant']),
    });
    await openRole('Account managers');
    expect(screen.getAllByTestId('role-yours')).toHaveLength(1);
    expect(isDisabled(checkbox('data-menu', 'stafflist'))).toBe(true);
    expect(isDisabled(checkbox('data-code', 'rolemanage:grant'))).toBe(true);
    expect(screen.getByTestId('grant-limit').textContent).toContain('You hold this role yourself');
    expect(screen.queryByTestId('grants-save')).toBeNull();
  }, 30_000);

  it('lets the enterprise account change everything, with no note', async () => {
    useUserStore.setState({ access: enterprise() });
    await openRole('Warehouse clerks');
    for (const value of ['base', 'store', 'stafflist']) expect(isDisabled(checkbox('data-menu', value))).toBe(false);
    expect(isDisabled(checkbox('data-code', 'store:add'))).toBe(false);
    expect(screen.queryByTestId('grant-limit')).toBeNull();
    expect(screen.getByTestId('grants-save')).toBeTruthy();
  }, 30_000);
});
