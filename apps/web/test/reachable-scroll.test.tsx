import { render, waitFor } from '@testing-library/react';
import { Table } from 'antd';
import { describe, expect, it } from 'vitest';
import { keepScrollRegionsReachable } from '../src/components/reachable-scroll.ts';

const columns = [
  { title: 'Code', dataIndex: 'code', width: 600 },
  { title: 'Name', dataIndex: 'name', width: 600 },
];

describe('a table that scrolls sideways can be reached by keyboard', () => {
  keepScrollRegionsReachable();

  it('puts the scroll region of an empty wide table in the tab order', async () => {
    const { container } = render(<Table columns={columns} dataSource={[]} scroll={{ x: 1200 }} />);
    await waitFor(() => expect(container.querySelector('.ant-table-content')?.getAttribute('tabindex')).toBe('0'));
  });

  it('leaves a table that does not scroll out of the tab order', async () => {
    const { container } = render(<Table columns={columns} dataSource={[{ key: 1, code: 'A', name: 'a' }]} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('.ant-table-content')).not.toBeNull();
    expect(container.querySelector('.ant-table-content')?.hasAttribute('tabindex')).toBe(false);
  });
});
