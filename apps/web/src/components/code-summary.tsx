import { RightOutlined } from '@ant-design/icons';
import type { CodeLife, CodeState } from '@trace/contract/codes';
import type { Page } from '@trace/contract/list';
import { Card, Col, Descriptions, type DescriptionsProps, Row, Space, Tag, Typography } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../utils/format.ts';
import { CodeLink, CodeStatusTag, HoldAlert, HoldTag } from './code-parts.tsx';
import { CodeTimeline, DealerLink, OrderLink } from './code-timeline.tsx';
import { ContentsTree } from './contents-tree.tsx';
import { Labelled } from './labelled.tsx';
import { parseTime } from './time.ts';

type Props = {
  life: CodeLife;
  onOpen: (value: string) => void;
  /** What the page may do with the code (operations, export), shown under its title. */
  actions: ReactNode;
  /** One page of a container's children, through the call the page may make. */
  loadChildren: (parent: string, page: number, pageSize: number) => Promise<Page<CodeState>>;
  /** Facts the page adds after where the code is (the outbound order that shipped it). */
  extraFacts?: NonNullable<DescriptionsProps['items']>;
  /** What the page shows after the code's history (the information inquiry: the events partners reported about it). */
  after?: ReactNode;
};

/** "60 cases · 1,440 items": what a container holds at every level below it. */
function useContentsText(contents: CodeLife['contents']): string {
  const { t } = useTranslation();
  return contents.map((c) => t(`codes.count_${c.level}`, { count: c.count })).join(' · ');
}

/**
 * One code as every page shows it (one way to show a code): its key facts and status, the hold or
 * recall of its production order, the containers it is in, its contents as a tree and its
 * history, with the page's actions.
 */
export function CodeSummary({ life, onOpen, actions, loadChildren, extraFacts = [], after }: Props) {
  const { t } = useTranslation();
  const { code, hold, ancestors, contents, events } = life;
  const contentsText = useContentsText(contents);
  const dash = <Typography.Text type="secondary">—</Typography.Text>;
  const or = (value: string | null | undefined) => (value ? value : dash);

  const facts: DescriptionsProps['items'] = [
    { key: 'product', label: t('codes.product'), children: or(code.product_name) },
    { key: 'lot', label: t('codes.lot'), children: or(code.lot_no) },
    { key: 'produced', label: t('codes.producedAt'), children: or(code.produced_at) },
    { key: 'expires', label: t('codes.expiresAt'), children: or(code.expires_at) },
    {
      key: 'holder',
      label: t('codes.holder'),
      children: code.holder_name ? (
        <Labelled label={t(`codes.holder_${code.holder_type ?? 'warehouse'}`)}>
          {code.holder_type === 'dealer' ? <DealerLink name={code.holder_name} testId="holder-dealer" /> : code.holder_name}
        </Labelled>
      ) : (
        dash
      ),
    },
    ...extraFacts,
    {
      key: 'order',
      label: t('codes.orderAndRule'),
      children: code.order_no ? (
        <Space size={4} wrap>
          <OrderLink orderNo={code.order_no} testId="code-order" />
          {code.rule_name ? <Typography.Text type="secondary">· {code.rule_name}</Typography.Text> : null}
        </Space>
      ) : (
        dash
      ),
    },
    {
      key: 'url',
      label: t('codes.printedUrl'),
      children: code.url ? (
        <Typography.Text copyable={{ text: code.url }} style={{ wordBreak: 'break-all' }} data-testid="code-url">
          {code.url}
        </Typography.Text>
      ) : (
        dash
      ),
    },
    {
      key: 'scans',
      label: t('codes.scans'),
      children:
        code.scan_count > 0
          ? t('codes.scansSince', { count: code.scan_count, time: parseTime(code.first_scan_at) ?? '' })
          : formatNumber(0),
    },
    { key: 'changed', label: t('codes.lastChange'), children: or(parseTime(code.last_event_at)) },
    ...(code.replaced_by
      ? [
          {
            key: 'replaced',
            label: t('codes.replacedBy'),
            children: <CodeLink value={code.replaced_by} onOpen={onOpen} testId="replaced-by" />,
          },
        ]
      : []),
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="code-view">
      <Card
        title={
          <Space wrap size={8}>
            <Typography.Text code copyable style={{ fontSize: 16 }} data-testid="code-value">
              {code.value}
            </Typography.Text>
            <Tag>{t(`tagging.level_${code.level}`)}</Tag>
            <CodeStatusTag status={code.status} />
            {hold ? <HoldTag kind={hold.kind} /> : null}
          </Space>
        }
      >
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Space wrap>{actions}</Space>
          {hold ? <HoldAlert hold={hold} orderNo={hold.production_order_no} testId="code-hold" /> : null}
          {ancestors.length > 0 ? (
            <nav aria-label={t('codes.parent')} data-testid="ancestors">
              <Space wrap size={4}>
                <Typography.Text type="secondary">{t('common.labelled', { label: t('codes.parent') }).trim()}</Typography.Text>
                {ancestors.map((ancestor, index) => (
                  <Fragment key={ancestor.value}>
                    {index > 0 ? <RightOutlined aria-hidden style={{ fontSize: 10 }} /> : null}
                    <Tag>{t(`tagging.level_${ancestor.level}`)}</Tag>
                    <CodeLink value={ancestor.value} onOpen={onOpen} testId="ancestor" />
                  </Fragment>
                ))}
              </Space>
            </nav>
          ) : null}
          {contentsText ? (
            <Typography.Text data-testid="contents-summary">
              <Typography.Text type="secondary">{t('common.labelled', { label: t('codes.contents') })}</Typography.Text>
              {contentsText}
            </Typography.Text>
          ) : null}
          <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }} items={facts} />
        </Space>
      </Card>
      <Row gutter={[16, 16]}>
        {code.child_count > 0 ? (
          // On a phone the history comes first: a long tree would push it out of reach.
          <Col xs={{ span: 24, order: 2 }} lg={{ span: 12, order: 1 }}>
            <Card title={t('codes.contentsTitle', { count: code.child_count })} size="small">
              <ContentsTree code={code} loadChildren={loadChildren} onOpen={onOpen} />
            </Card>
          </Col>
        ) : null}
        <Col xs={{ span: 24, order: 1 }} lg={{ span: code.child_count > 0 ? 12 : 24, order: 2 }}>
          <Card title={t('codes.history')} size="small">
            <CodeTimeline events={events} orderNo={code.order_no} onOpen={onOpen} />
          </Card>
        </Col>
      </Row>
      {after}
    </Space>
  );
}
