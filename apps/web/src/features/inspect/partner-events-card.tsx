import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PartnerEvent } from '@trace/contract/epcis';
import { Card, Empty, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { partnerEvents } from '../../api/epcis.ts';
import { parseTime } from '../../components/time.ts';

const dash = <Typography.Text type="secondary">—</Typography.Text>;

/** A CBV word or an identifier as the partner sent it, whole on hover. */
function Reported({ value }: { value: string }) {
  return (
    <Typography.Text code ellipsis={{ tooltip: value }}>
      {value}
    </Typography.Text>
  );
}

/** Where the event happened: its read point and business location, those the partner named. */
function ReportedPlaces({ event }: { event: PartnerEvent }) {
  const places = [event.read_point, event.biz_location].filter((place): place is string => Boolean(place));
  if (places.length === 0) return dash;
  return (
    <Space orientation="vertical" size={2} style={{ width: '100%' }}>
      {places.map((place) => (
        <Reported key={place} value={place} />
      ))}
    </Space>
  );
}

/**
 * The events partners reported about one code (captured EPCIS documents naming its printed link),
 * newest first, a page at a time from the server. Shown as reported: they never change the code's
 * state. Its paging is its own, not the URL's, so it does not disturb the code view around it.
 */
export function PartnerEventsCard({ code }: { code: string }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, page_size: 10 });
  const events = useQuery({
    queryKey: [...partnerEvents.key, code, paging],
    queryFn: () => partnerEvents.page({ code, ...paging }),
    placeholderData: keepPreviousData,
  });
  const word = (value: string | null) => (value ? <Reported value={value} /> : dash);
  const columns: ColumnsType<PartnerEvent> = [
    { title: t('codes.eventTime'), dataIndex: 'event_time', key: 'event_time', width: 170, render: (v: string) => parseTime(v) },
    { title: t('codes.eventType'), dataIndex: 'event_type', key: 'event_type', width: 140 },
    { title: t('codes.eventAction'), dataIndex: 'action', key: 'action', width: 100, render: word },
    { title: t('codes.bizStep'), dataIndex: 'biz_step', key: 'biz_step', width: 160, render: word },
    { title: t('codes.disposition'), dataIndex: 'disposition', key: 'disposition', width: 150, render: word },
    { title: t('codes.readPointLocation'), key: 'where', render: (_: unknown, row) => <ReportedPlaces event={row} /> },
    { title: t('codes.capturedBy'), dataIndex: 'captured_by', key: 'captured_by', width: 130, ellipsis: true },
  ];
  return (
    <Card title={t('codes.partnerEvents')} size="small" data-testid="partner-events">
      <Typography.Paragraph type="secondary">{t('codes.partnerEventsNote')}</Typography.Paragraph>
      <Table<PartnerEvent>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={events.data?.list}
        loading={events.isFetching}
        tableLayout="fixed"
        scroll={{ x: 1000 }}
        locale={{
          emptyText: events.isLoading ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('codes.partnerEventsEmpty')} />,
        }}
        pagination={{
          current: paging.page,
          pageSize: paging.page_size,
          total: events.data?.total ?? 0,
          hideOnSinglePage: true,
          showTotal: (total) => t('common.total', { total }),
          onChange: (page, page_size) => setPaging({ page, page_size }),
        }}
      />
    </Card>
  );
}
