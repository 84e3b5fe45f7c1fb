import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buttonCode } from '@trace/contract/catalogue';
import type { Line, LineWithKey } from '@trace/contract/plant';
import { lineInput } from '@trace/contract/plant';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../api/feedback.ts';
import { PLANT_KEY, plantApi } from '../../api/plant.ts';
import { identifierField, required } from '../../components/form-rules.ts';
import { keywordFilter, statusFilter } from '../../components/list-filters.tsx';
import { RefSelect } from '../../components/ref-select.tsx';
import { codeColumn, ResourcePage, statusColumn, timeColumn } from '../../components/resource-page.tsx';
import { DeviceKeyDialog } from './device-key-dialog.tsx';

const DEFAULTS = { page: '1', page_size: '20', sort: 'code' };

/**
 * Production lines (`workline`): the lines of each workshop, each with a device key for the line
 * API. The key is shown once, right after the line is added or its key rotated; the list shows
 * only when it was last rotated.
 */
export default function WorklinePage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [shown, setShown] = useState<LineWithKey | null>(null);
  const rotate = useMutation({
    mutationFn: (id: number) => plantApi.rotateKey(id),
    onSuccess: (line) => {
      toastSuccess(t('plant.keyRotated'));
      void client.invalidateQueries({ queryKey: PLANT_KEY });
      setShown(line);
    },
  });
  return (
    <>
      <ResourcePage<Line>
        resource="lines"
        area="plant"
        menuKey="workline"
        title={t('menu.workline')}
        defaults={DEFAULTS}
        filters={[
          keywordFilter(t),
          <Form.Item htmlFor="filter_plant" key="plant_id" name="plant_id" label={t('plant.plant')}>
            <RefSelect id="filter_plant" resource="plants" area="plant" style={{ width: 200 }} />
          </Form.Item>,
          <Form.Item htmlFor="filter_workshop" key="workshop_id" name="workshop_id" label={t('plant.workshop')}>
            <RefSelect id="filter_workshop" resource="workshops" area="plant" style={{ width: 200 }} />
          </Form.Item>,
          statusFilter(t),
        ]}
        empty={t('plant.linesEmpty')}
        addLabel={t('plant.lineAdd')}
        editLabel={t('plant.lineEdit')}
        nameOf={(l) => l.name}
        onSaved={(saved, added) => {
          if (added && 'device_key' in saved) setShown(saved as LineWithKey);
        }}
        moreActions={(line) => [
          {
            key: 'rotate',
            label: t('plant.rotateKey'),
            roles: [buttonCode('workline', 'update')],
            confirm: t('plant.rotateConfirm', { name: line.name }),
            danger: true,
            onClick: () => rotate.mutate(line.id),
            testId: `workline-rotate-${line.id}`,
          },
        ]}
        columns={[
          codeColumn(t('base.code')),
          { title: t('base.name'), dataIndex: 'name', key: 'name', sorter: true },
          { title: t('plant.workshop'), dataIndex: 'workshop_name', key: 'workshop_name' },
          { title: t('plant.plant'), dataIndex: 'plant_name', key: 'plant_name' },
          timeColumn(t('plant.keyRotatedAt'), 'key_rotated_at'),
          statusColumn(t('base.status')),
        ]}
        form={() => (
          <>
            <Form.Item
              htmlFor="line_code"
              name="code"
              label={t('base.code')}
              {...identifierField(t, lineInput.shape.code, t('base.code'), { required: true })}
            >
              <Input id="line_code" maxLength={32} />
            </Form.Item>
            <Form.Item htmlFor="line_name" name="name" label={t('base.name')} rules={[required(t)]}>
              <Input id="line_name" maxLength={64} />
            </Form.Item>
            <Form.Item htmlFor="line_workshop" name="workshop_id" label={t('plant.workshop')} rules={[required(t)]}>
              <RefSelect id="line_workshop" resource="workshops" area="plant" />
            </Form.Item>
          </>
        )}
      />
      <DeviceKeyDialog line={shown} onClose={() => setShown(null)} />
    </>
  );
}
