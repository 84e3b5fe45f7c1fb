import { SearchOutlined } from '@ant-design/icons';
import { routePath, titleKey } from '@trace/contract/catalogue';
import type { BoxLife } from '@trace/contract/exchange';
import { Button, Card, type DescriptionsProps, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { boxesApi } from '../../api/exchanges.ts';
import { CodeLookup } from '../../components/code-lookup.tsx';
import { CodeSummary } from '../../components/code-summary.tsx';
import { ExportMenu } from '../../components/export-menu.tsx';
import { PageLink } from '../../components/page-link.tsx';
import { Permission } from '../../components/permission.tsx';
import { parseTime } from '../../components/time.ts';

/** The information inquiry of a code (for an item, or a box's whole record with its operations). */
function InquiryButton({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Permission roles={['informationinquiry']}>
      <Button
        icon={<SearchOutlined />}
        onClick={() => void navigate(`${routePath('informationinquiry')}?${new URLSearchParams({ code })}`)}
        data-testid="box-inquiry-link"
      >
        {t('physical.openInInquiry')}
      </Button>
    </Permission>
  );
}

/**
 * Box code query (`boxcode`): a case or pallet, typed or scanned: where it is (the warehouse or
 * the dealer, and the outbound order that shipped it), what it holds as a tree loaded a page at a
 * time, and its history; its contents export. An item is refused with the way to its page. The
 * code is in the URL, so Back and links work.
 */
export default function BoxcodePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const code = params.get('code') ?? '';
  const open = (value: string) => setParams({ code: value });
  return (
    <Card title={t(titleKey('boxcode'))}>
      <CodeLookup
        code={code}
        onOpen={open}
        queryKey={[...boxesApi.key, 'code']}
        load={boxesApi.code}
        labels={{ search: t('physical.boxSearchLabel'), hint: t('physical.boxSearchHint'), intro: t('physical.boxIntro') }}
        testId="box"
        refusedAction={(refused) => <InquiryButton code={refused} />}
      >
        {(life) => <BoxView life={life} onOpen={open} />}
      </CodeLookup>
    </Card>
  );
}

function BoxView({ life, onOpen }: { life: BoxLife; onOpen: (value: string) => void }) {
  const { t } = useTranslation();
  const { shipment } = life;
  const facts: NonNullable<DescriptionsProps['items']> = shipment
    ? [
        {
          key: 'shipment',
          label: t('physical.shipment'),
          children: (
            <Space size={4} wrap data-testid="box-shipment">
              <PageLink page="freight" query={{ keyword: shipment.shipment_no }}>
                {shipment.shipment_no}
              </PageLink>
              <Typography.Text type="secondary">
                {t('physical.shipmentFrom', { warehouse: shipment.warehouse_name })} → {shipment.dealer_name} ·{' '}
                {parseTime(shipment.shipped_at)}
              </Typography.Text>
              {shipment.active ? null : <Tag color="orange">{t('physical.shipmentReturned')}</Tag>}
            </Space>
          ),
        },
      ]
    : [];
  return (
    <CodeSummary
      life={life}
      onOpen={onOpen}
      loadChildren={boxesApi.children}
      extraFacts={facts}
      actions={
        <>
          <ExportMenu path={boxesApi.exportPath} permission="boxcode:export" filter={{ code: life.code.value }} />
          <InquiryButton code={life.code.value} />
        </>
      }
    />
  );
}
