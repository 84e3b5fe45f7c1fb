import type { Shift } from '@trace/contract/plant';
import { shiftInput } from '@trace/contract/plant';
import { Form, Input, Tag, TimePicker, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { EmployeeSelect } from '../../components/employee-select.tsx';
import { identifierField, required } from '../../components/form-rules.ts';
import { keywordFilter, statusFilter } from '../../components/list-filters.tsx';
import { codeColumn, ResourcePage, statusColumn } from '../../components/resource-page.tsx';

const DEFAULTS = { page: '1', page_size: '20', sort: 'code' };
const HHMM = 'HH:mm';

/** A time field whose form value stays `HH:mm`, as the API takes it. */
const asTime = {
  getValueProps: (value: string | undefined) => ({ value: value ? dayjs(value, HHMM) : null }),
  normalize: (value: dayjs.Dayjs | null) => (value ? value.format(HHMM) : undefined),
};

/** Shift teams (`classlist`): who works when; a night shift ends the next day. */
export default function ClasslistPage() {
  const { t } = useTranslation();
  return (
    <ResourcePage<Shift>
      resource="shifts"
      area="plant"
      menuKey="classlist"
      title={t('menu.classlist')}
      defaults={DEFAULTS}
      filters={[keywordFilter(t), statusFilter(t)]}
      empty={t('plant.shiftsEmpty')}
      addLabel={t('plant.shiftAdd')}
      editLabel={t('plant.shiftEdit')}
      nameOf={(s) => s.name}
      toForm={(s) => ({ member_ids: s.members.map((m) => m.id) })}
      columns={[
        codeColumn(t('base.code')),
        { title: t('base.name'), dataIndex: 'name', key: 'name', sorter: true },
        {
          title: t('plant.hours'),
          dataIndex: 'start_time',
          key: 'start_time',
          sorter: true,
          render: (_: string, s: Shift) => (
            <span>
              {s.start_time}–{s.end_time}{' '}
              {s.overnight ? (
                <Tooltip title={t('plant.overnight')}>
                  <Tag color="blue">{t('plant.nextDay')}</Tag>
                </Tooltip>
              ) : null}
            </span>
          ),
        },
        {
          title: t('plant.members'),
          dataIndex: 'members',
          key: 'members',
          ellipsis: { showTitle: false },
          render: (members: Shift['members']) => {
            const names = members.map((m) => m.name).join(t('common.listSeparator'));
            return (
              <Tooltip title={names}>
                <span>{members.length > 0 ? names : '—'}</span>
              </Tooltip>
            );
          },
        },
        statusColumn(t('base.status')),
      ]}
      form={() => (
        <>
          <Form.Item
            htmlFor="shift_code"
            name="code"
            label={t('base.code')}
            {...identifierField(t, shiftInput.shape.code, t('base.code'), { required: true })}
          >
            <Input id="shift_code" maxLength={32} />
          </Form.Item>
          <Form.Item htmlFor="shift_name" name="name" label={t('base.name')} rules={[required(t)]}>
            <Input id="shift_name" maxLength={64} />
          </Form.Item>
          <Form.Item htmlFor="shift_start" name="start_time" label={t('plant.startTime')} rules={[required(t)]} {...asTime}>
            <TimePicker id="shift_start" format={HHMM} minuteStep={5} needConfirm={false} />
          </Form.Item>
          <Form.Item
            htmlFor="shift_end"
            name="end_time"
            label={t('plant.endTime')}
            rules={[required(t)]}
            extra={t('plant.overnight')}
            {...asTime}
          >
            <TimePicker id="shift_end" format={HHMM} minuteStep={5} needConfirm={false} />
          </Form.Item>
          <Form.Item htmlFor="shift_members" name="member_ids" label={t('plant.members')} extra={t('plant.membersHint')}>
            <EmployeeSelect id="shift_members" multiple testId="shift-members" />
          </Form.Item>
        </>
      )}
    />
  );
}
