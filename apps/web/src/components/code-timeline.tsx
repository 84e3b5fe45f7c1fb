import { routePath } from '@trace/contract/catalogue';
import type { CodeEvent } from '@trace/contract/codes';
import { ORDER_BUTTONS, orderKindOf } from '@trace/contract/tagging';
import { Empty, Space, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CodeLink } from './code-parts.tsx';
import { parseTime } from './time.ts';

const EVENT_COLOURS: Record<CodeEvent['type'], string> = {
  generate: 'gray',
  print: 'gray',
  close: 'red',
  commission: 'green',
  pack: 'blue',
  unpack: 'blue',
  replace: 'purple',
  replacement: 'purple',
  ship: 'blue',
  receive: 'green',
  return: 'orange',
  void: 'red',
  transfer: 'cyan',
  hold: 'orange',
  recall: 'red',
  unhold: 'green',
};

/** How an event names the container it happened with: packed into it, taken out of it, or moved with it. */
const PARENT_LABEL: Partial<Record<CodeEvent['type'], string>> = { pack: 'codes.into', unpack: 'codes.outOf' };

/** The code order (or pool) list filtered to one order, and the dealer list to one dealer: pages the timeline links to. */
export const orderLink = (orderNo: string) =>
  `${routePath(ORDER_BUTTONS[orderKindOf(orderNo)].page)}?${new URLSearchParams({ keyword: orderNo })}`;
export const dealerLink = (name: string) => `${routePath('dealer')}?${new URLSearchParams({ keyword: name })}`;

/** A code's history, oldest first: its own events and its order's records in one line. */
export function CodeTimeline({ events, orderNo, onOpen }: { events: CodeEvent[]; orderNo: string; onOpen: (value: string) => void }) {
  const { t } = useTranslation();
  if (events.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('codes.noEvents')} />;
  return (
    <Timeline
      data-testid="code-timeline"
      items={events.map((event) => ({
        key: event.id,
        color: EVENT_COLOURS[event.type],
        content: (
          <Space orientation="vertical" size={0} data-testid="timeline-event" data-type={event.type}>
            <Space size={8} wrap>
              <Typography.Text strong>{t(`codes.event_${event.type}`)}</Typography.Text>
              {event.related ? <CodeLink value={event.related} onOpen={onOpen} testId="event-related" /> : null}
              <Typography.Text type="secondary">{parseTime(event.occurred_at)}</Typography.Text>
            </Space>
            <Space size={[12, 0]} wrap>
              {event.parent ? (
                <span>
                  {t(PARENT_LABEL[event.type] ?? 'codes.inContainer')} <CodeLink value={event.parent} onOpen={onOpen} />
                </span>
              ) : null}
              {!event.parent && (event.type === 'pack' || event.type === 'unpack') ? (
                <span data-testid="event-contents">
                  {t(event.type === 'pack' ? 'codes.packedIn' : 'codes.takenOut', { count: event.count })}
                </span>
              ) : null}
              {event.location_name ? (
                <span>
                  <Tag>{t(`codes.holder_${event.location_type ?? 'warehouse'}`)}</Tag>
                  {event.location_type === 'dealer' ? (
                    <Link to={dealerLink(event.location_name)} data-testid="event-dealer">
                      {event.location_name}
                    </Link>
                  ) : (
                    event.location_name
                  )}
                </span>
              ) : null}
              {event.ref_type === 'code_order' && orderNo ? (
                <span>
                  {t('tagging.orderNo')}:{' '}
                  <Link to={orderLink(orderNo)} data-testid="event-order">
                    {orderNo}
                  </Link>
                </span>
              ) : null}
              {event.count > 1 && event.type !== 'pack' && event.type !== 'unpack' ? (
                <span>{t('codes.eventCount', { count: event.count })}</span>
              ) : null}
              {event.actor ? <span>{t('codes.actor', { name: event.actor })}</span> : null}
              {event.reason ? <span>{t('codes.reasonIs', { reason: event.reason })}</span> : null}
            </Space>
          </Space>
        ),
      }))}
    />
  );
}
