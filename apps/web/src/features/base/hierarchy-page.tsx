import type { Hierarchy } from '@trace/contract/base';
import { Form, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { required } from '../../components/form-rules.ts';
import { keywordFilter } from '../../components/list-filters.tsx';
import { RefSelect } from '../../components/ref-select.tsx';
import { ResourcePage } from '../../components/resource-page.tsx';
import { formatNumber } from '../../utils/format.ts';
import { DEFAULT_LEVELS, HierarchyLevels } from './hierarchy-levels.tsx';

const DEFAULTS = { page: '1', page_size: '20', sort: 'product_code' };

/** Packaging relations (`hierarchy`): per product, item → box → pallet quantities. */
export default function HierarchyPage() {
  const { t } = useTranslation();
  return (
    <ResourcePage<Hierarchy>
      resource="hierarchies"
      menuKey="hierarchy"
      noStatus
      title={t('menu.hierarchy')}
      defaults={DEFAULTS}
      filters={[keywordFilter(t)]}
      empty={t('base.emptyHierarchies')}
      addLabel={t('base.hierarchyAdd')}
      editLabel={t('base.hierarchyEdit')}
      nameOf={(h) => h.product_name}
      initialValues={{ levels: DEFAULT_LEVELS }}
      toForm={(h) => ({ levels: h.levels.map((l) => ({ unit_id: l.unit_id, quantity: l.quantity })) })}
      columns={[
        {
          title: t('base.code'),
          dataIndex: 'product_code',
          key: 'product_code',
          sorter: true,
          render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
        },
        { title: t('base.productName'), dataIndex: 'product_name', key: 'product_name' },
        {
          title: t('base.levels'),
          dataIndex: 'levels',
          key: 'levels',
          render: (levels: Hierarchy['levels']) =>
            levels
              .map(
                (l, i) =>
                  `${i === 0 ? '' : `${l.quantity} × `}${l.unit_name || t(i === 0 ? 'base.levelItem' : 'base.levelN', { n: i + 1 })}`,
              )
              .join(' → '),
        },
        {
          title: t('base.itemsPerTop'),
          dataIndex: 'items_per_top',
          key: 'items_per_top',
          align: 'right',
          render: (n: number) => formatNumber(n),
        },
        {
          title: t('base.inUse'),
          dataIndex: 'in_use',
          key: 'in_use',
          render: (v: boolean) => (v ? <Tag color="orange">{t('base.yes')}</Tag> : <Tag>{t('base.no')}</Tag>),
        },
      ]}
      form={() => (
        <>
          <Form.Item htmlFor="hierarchy_product" name="product_id" label={t('base.product')} rules={[required(t)]}>
            <RefSelect resource="products" id="hierarchy_product" />
          </Form.Item>
          <Form.Item label={t('base.levels')} extra={t('base.levelsHint')}>
            <HierarchyLevels />
          </Form.Item>
        </>
      )}
    />
  );
}
