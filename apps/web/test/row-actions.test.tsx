import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFeedback } from '../src/api/feedback.ts';
import { RowActions } from '../src/components/row-actions.tsx';
import { changeLanguage } from '../src/i18n.ts';
import { useUserStore } from '../src/stores/user-store.ts';
import { employee, enterprise } from './access-fixtures.ts';

const confirms: { title: string; onOk: () => void }[] = [];

function renderProductActions(onRowClick = vi.fn()) {
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  const onExtend = vi.fn();
  render(
    // biome-ignore lint/a11y/noStaticElementInteractions: stands for a table row that selects its record
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above
    <div onClick={onRowClick}>
      <RowActions
        menuKey="productlist"
        name="Aqua Vita 550 ml"
        onEdit={onEdit}
        onDelete={onDelete}
        more={[{ key: 'extend', label: 'Extended attributes', roles: ['prodcutextend:update'], onClick: onExtend, testId: 'extend' }]}
      />
    </div>,
  );
  return { onEdit, onDelete, onExtend };
}

async function openMore() {
  await act(async () => fireEvent.click(screen.getByTestId('row-more')));
  await waitFor(() => expect(screen.getByTestId('row-delete')).toBeTruthy());
}

describe('the shared row actions', () => {
  // The console loads a language before its first render; so does this test.
  beforeAll(() => changeLanguage('en'));
  beforeEach(() => {
    confirms.length = 0;
    setFeedback({ message: {}, modal: { confirm: (config: { title: string; onOk: () => void }) => confirms.push(config) } } as never);
    useUserStore.setState({ access: enterprise() });
  });

  it('shows edit as a link and the rest under More; a click on an action does not reach the row', async () => {
    const onRowClick = vi.fn();
    const { onEdit, onExtend } = renderProductActions(onRowClick);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Edit', 'More']);
    fireEvent.click(screen.getByTestId('row-edit'));
    expect(onEdit).toHaveBeenCalledOnce();
    await openMore();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Extended attributes', 'Delete']);
    await act(async () => fireEvent.click(screen.getByTestId('extend')));
    expect(onExtend).toHaveBeenCalledOnce();
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('deletes only after a confirmation naming the record', async () => {
    const { onDelete } = renderProductActions();
    await openMore();
    await act(async () => fireEvent.click(screen.getByTestId('row-delete')));
    expect(confirms.map((c) => c.title)).toEqual(['Delete Aqua Vita 550 ml? This cannot be undone.']);
    expect(onDelete).not.toHaveBeenCalled();
    confirms[0]?.onOk();
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('shows only the actions the person holds, and no More when nothing is left for it', () => {
    useUserStore.setState({ access: employee(['productlist'], ['productlist:update']) });
    renderProductActions();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Edit']);
  });
});
