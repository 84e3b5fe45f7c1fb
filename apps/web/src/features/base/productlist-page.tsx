import { PRODUCT_STATUS, type Product } from '@trace/contract/base';
import { routePath } from '@trace/contract/catalogue';
import { Avatar, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { keywordFilter } from '../../components/list-filters.tsx';
import { RefSelect } from '../../components/ref-select.tsx';
import { codeColumn, ResourcePage, StatusTag, timeColumn } from '../../components/resource-page.tsx';
import { formatAmount } from '../../utils/format.ts';

const DEFAULTS = { page: '1', page_size: '20', sort: '-created_at' };

/** Products (`productlist`): the catalogue of what is coded, with GTIN, brand, unit and packaging. */
export default function ProductlistPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const edit = (id?: number) => navigate(`${routePath('productaddedit')}${id ? `/${id}` : ''}`);
  return (
    <ResourcePage<Product>
      resource="products"
      menuKey="productlist"
      title={t('menu.productlist')}
      defaults={DEFAULTS}
      filters={[
        keywordFilter(t),
        <Form.Item htmlFor="filter_brand" key="brand_id" name="brand_id" label={t('base.brand')}>
          <RefSelect resource="brands" id="filter_brand" />
        </Form.Item>,
        <Form.Item htmlFor="filter_status" key="status" name="status" label={t('base.status')}>
          <Select
            allowClear
            id="filter_status"
            style={{ width: 130 }}
            options={[
              { value: String(PRODUCT_STATUS.ON_SALE), label: t('base.onSale') },
              { value: String(PRODUCT_STATUS.DISCONTINUED), label: t('base.discontinued') },
            ]}
          />
        </Form.Item>,
        <Form.Item htmlFor="filter_gtin" key="gtin" name="gtin" label="GTIN">
          <Input allowClear id="filter_gtin" maxLength={14} style={{ width: 170 }} />
        </Form.Item>,
        <Form.Item htmlFor="filter_unit" key="unit_id" name="unit_id" label={t('base.unit')}>
          <RefSelect resource="units" id="filter_unit" />
        </Form.Item>,
      ]}
      empty={t('base.emptyProducts')}
      addLabel={t('base.productAdd')}
      editLabel={t('base.productEdit')}
      nameOf={(p) => p.name}
      onAdd={() => edit()}
      onEdit={(p) => edit(p.id)}
      moreActions={(p) => [
        {
          key: 'extend',
          label: t('menu.prodcutextend'),
          roles: ['prodcutextend:update'],
          onClick: () => navigate(`${routePath('prodcutextend')}?product_id=${p.id}`),
        },
        {
          key: 'pages',
          label: t('menu.productpages'),
          roles: ['productpages:update'],
          onClick: () => navigate(`${routePath('productpages')}?product_id=${p.id}`),
        },
      ]}
      columns={[
        {
          title: t('base.images'),
          dataIndex: 'images',
          key: 'images',
          width: 80,
          render: (images: string[], product) => (images[0] ? <Avatar shape="square" src={images[0]} alt={product.name} /> : null),
        },
        codeColumn(t('base.code')),
        { title: t('base.productName'), dataIndex: 'name', key: 'name', sorter: true, width: 220 },
        {
          title: 'GTIN',
          dataIndex: 'gtin',
          key: 'gtin',
          render: (v: string | null) =>
            v ? (
              <Typography.Text code copyable>
                {v}
              </Typography.Text>
            ) : null,
        },
        { title: t('base.brand'), dataIndex: 'brand_name', key: 'brand_name' },
        { title: t('base.specification'), dataIndex: 'specification', key: 'specification' },
        { title: t('base.unit'), dataIndex: 'unit_name', key: 'unit_name' },
        { title: t('base.levels'), dataIndex: 'levels', key: 'levels', align: 'right' },
        {
          title: t('base.price'),
          dataIndex: 'price',
          key: 'price',
          sorter: true,
          align: 'right',
          render: (v: number | null) => (v === null ? '' : formatAmount(v)),
        },
        {
          title: t('base.status'),
          dataIndex: 'status',
          key: 'status',
          render: (s: number) => <StatusTag status={s} on={t('base.onSale')} off={t('base.discontinued')} />,
        },
        timeColumn(t('base.createdAt')),
      ]}
    />
  );
}
