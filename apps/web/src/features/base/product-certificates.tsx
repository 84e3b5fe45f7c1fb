import type { Certificate } from '@trace/contract/base';
import { Avatar, Form, Input, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../components/date-text.tsx';
import { refusal, required } from '../../components/form-rules.ts';
import { ImageUpload } from '../../components/image-upload.tsx';
import { ResourcePage } from '../../components/resource-page.tsx';

const DEFAULTS = { page: '1', page_size: '10', sort: 'sort' };

/**
 * The certificates of the product chosen on the product pages (its `product_id` is in the URL, so
 * the list reads it as a filter): the scan page lists those valid on the day of a genuine scan.
 */
export function ProductCertificates({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const untilRule = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: async (_: unknown, until: string | null | undefined) => {
      const from = getFieldValue('valid_from');
      if (until && typeof from === 'string' && from && until < from)
        throw new Error(refusal(t, t('base.validUntil'), 'validation.dateOrder'));
    },
  });
  return (
    <>
      <Typography.Paragraph type="secondary">{t('base.certificatesHint')}</Typography.Paragraph>
      <ResourcePage<Certificate>
        resource="certificates"
        menuKey="productpages"
        title={t('base.certificates')}
        defaults={DEFAULTS}
        empty={t('base.emptyCertificates')}
        addLabel={t('base.addCertificate')}
        editLabel={t('base.editCertificate')}
        nameOf={(c) => c.name}
        noStatus
        initialValues={{ product_id: productId, sort: 0 }}
        columns={[
          {
            title: t('scan.image'),
            dataIndex: 'image',
            key: 'image',
            width: 90,
            render: (image: string, row) => (image ? <Avatar shape="square" src={image} alt={row.name} /> : null),
          },
          { title: t('base.certificateName'), dataIndex: 'name', key: 'name', sorter: true },
          { title: t('base.certificateNumber'), dataIndex: 'number', key: 'number' },
          { title: t('base.certificateIssuer'), dataIndex: 'issuer', key: 'issuer' },
          { title: t('base.validFrom'), dataIndex: 'valid_from', key: 'valid_from', width: 130 },
          { title: t('base.validUntil'), dataIndex: 'valid_until', key: 'valid_until', width: 130, sorter: true },
          { title: t('base.sort'), dataIndex: 'sort', key: 'sort', width: 90, align: 'right', sorter: true },
        ]}
        form={() => (
          <>
            <Form.Item name="product_id" hidden>
              <Input />
            </Form.Item>
            <Form.Item htmlFor="certificate_name" name="name" label={t('base.certificateName')} rules={[required(t)]}>
              <Input id="certificate_name" maxLength={64} />
            </Form.Item>
            <Form.Item htmlFor="certificate_number" name="number" label={t('base.certificateNumber')}>
              <Input id="certificate_number" maxLength={64} />
            </Form.Item>
            <Form.Item htmlFor="certificate_issuer" name="issuer" label={t('base.certificateIssuer')}>
              <Input id="certificate_issuer" maxLength={128} />
            </Form.Item>
            <Form.Item htmlFor="certificate_from" name="valid_from" label={t('base.validFrom')}>
              <DateText id="certificate_from" />
            </Form.Item>
            <Form.Item
              htmlFor="certificate_until"
              name="valid_until"
              label={t('base.validUntil')}
              dependencies={['valid_from']}
              rules={[untilRule]}
            >
              <DateText id="certificate_until" />
            </Form.Item>
            <Form.Item name="image" label={t('base.certificateImage')}>
              <ImageUpload />
            </Form.Item>
            <Form.Item htmlFor="certificate_sort" name="sort" label={t('base.sort')}>
              <InputNumber id="certificate_sort" min={0} max={9999} precision={0} />
            </Form.Item>
          </>
        )}
      />
    </>
  );
}
