import type { CodeEvent } from '@trace/contract/codes';
import { ORDER_BUTTONS, orderKindOf } from '@trace/contract/tagging';
import { Empty, Space, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CodeLink } from './code-parts.tsx';
import { Labelled } from './labelled.tsx';
import { PageLink } from './page-link.tsx';
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

/** A link to the code order (or pool) list filtered to one order: a page the timeline links to. */
export function OrderLink({ orderNo, testId }: { orderNo: string; testId: string }) {
  return (
    <PageLink page={ORDER_BUTTONS[orderKindOf(orderNo)].page} query={{ keyword: orderNo }} testId={testId}>
      {orderNo}
    </PageLink>
  );
}

/** A link to the dealer list filtered to one dealer. */
export function DealerLink({ name, testId }: { name: string; testId: string }) {
  return (
    <PageLink page="dealer" query={{ keyword: name }} testId={testId}>
      {name}
    </PageLink>
  );
}

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
                <Labelled label={t(`codes.holder_${event.location_type ?? 'warehouse'}`)} testId="event-holder">
                  {event.location_type === 'dealer' ? <DealerLink name={event.location_name} testId="event-dealer" /> : event.location_name}
                </Labelled>
              ) : null}
              {event.ref_type === 'code_order' && orderNo ? (
                <Labelled label={t('tagging.orderNo')}>
                  <OrderLink orderNo={orderNo} testId="event-order" />
                </Labelled>
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
