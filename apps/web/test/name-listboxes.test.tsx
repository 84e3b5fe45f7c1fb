import { render, screen, waitFor } from '@testing-library/react';
import { Form, Select } from 'antd';
import { describe, expect, it } from 'vitest';
import { nameListboxes } from '../src/components/name-listboxes.ts';

describe('listboxes of opened pickers are named after their picker', () => {
  nameListboxes();

  it('takes the text of the form label tied to the picker', async () => {
    render(
      <Form>
        <Form.Item label="Warehouse" name="warehouse_id">
          <Select open options={[{ value: 1, label: 'Main' }]} />
        </Form.Item>
      </Form>,
    );
    await waitFor(() => expect(screen.getByRole('listbox', { name: 'Warehouse' })).toBeTruthy());
  });

  it("takes the picker's own aria-label where no label is tied to it", async () => {
    render(<Select id="line-filter" aria-label="Production line" open options={[{ value: 1, label: 'L1' }]} />);
    await waitFor(() => expect(screen.getByRole('listbox', { name: 'Production line' })).toBeTruthy());
  });
});
