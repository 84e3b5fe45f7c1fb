import type { Brand } from '@trace/contract/base';
import { Avatar, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { required } from '../../components/form-rules.ts';
import { ImageUpload } from '../../components/image-upload.tsx';
import { keywordFilter, statusFilter } from '../../components/list-filters.tsx';
import { ResourcePage, statusColumn, timeColumn } from '../../components/resource-page.tsx';
import { formatNumber } from '../../utils/format.ts';

const DEFAULTS = { page: '1', page_size: '20', sort: '-created_at' };

/** Brands (`productsort`): name, logo and the story shown on the scan page. */
export default function ProductsortPage() {
  const { t } = useTranslation();
  return (
    <ResourcePage<Brand>
      resource="brands"
      menuKey="productsort"
      title={t('menu.productsort')}
      defaults={DEFAULTS}
      filters={[keywordFilter(t), statusFilter(t)]}
      empty={t('base.emptyBrands')}
      addLabel={t('base.brandAdd')}
      editLabel={t('base.brandEdit')}
      nameOf={(b) => b.name}
      columns={[
        {
          title: t('base.logo'),
          dataIndex: 'logo',
          key: 'logo',
          render: (logo: string, brand) => (logo ? <Avatar shape="square" src={logo} alt={brand.name} /> : null),
        },
        { title: t('base.name'), dataIndex: 'name', key: 'name', sorter: true },
        { title: t('base.story'), dataIndex: 'story', key: 'story', ellipsis: true },
        {
          title: t('base.productCount'),
          dataIndex: 'product_count',
          key: 'product_count',
          align: 'right',
          render: (n: number) => formatNumber(n),
        },
        statusColumn(t('base.status')),
        timeColumn(t('base.createdAt')),
      ]}
      form={() => (
        <>
          <Form.Item htmlFor="brand_name" name="name" label={t('base.name')} rules={[required(t)]}>
            <Input id="brand_name" maxLength={64} />
          </Form.Item>
          <Form.Item name="logo" label={t('base.logo')}>
            <ImageUpload />
          </Form.Item>
          <Form.Item htmlFor="brand_story" name="story" label={t('base.story')}>
            <Input.TextArea id="brand_story" rows={5} maxLength={2000} showCount />
          </Form.Item>
        </>
      )}
    />
  );
}
