import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductPage } from '@trace/contract/base';
import { Button, Card, Col, Empty, Form, Input, Row, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { productContentApi } from '../../api/base.ts';
import { toastSuccess } from '../../api/feedback.ts';
import { ImageUpload } from '../../components/image-upload.tsx';
import { RefSelect } from '../../components/ref-select.tsx';
import { useChosenProduct } from './prodcutextend-page.tsx';
import { ProductCertificates } from './product-certificates.tsx';

/**
 * The consumer-facing product page (`productpages`): rich text (HTML, sanitised by the server, so
 * the preview shows exactly what consumers will see once saved), images, a video link, and the
 * product's certificates.
 */
export default function ProductpagesPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { productId, choose } = useChosenProduct();
  const page = useQuery({
    queryKey: ['base', 'products', 'page', productId],
    queryFn: () => productContentApi.page(productId as number),
    enabled: productId !== null,
  });
  const save = useMutation({
    mutationFn: (values: Omit<ProductPage, 'product_id'>) => productContentApi.savePage({ ...values, product_id: productId as number }),
    onSuccess: (saved) => {
      toastSuccess(t('base.saved'));
      client.setQueryData(['base', 'products', 'page', productId], saved);
    },
  });
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title={t('menu.productpages')}
        extra={<RefSelect resource="products" value={productId} onChange={choose} id="page_product" ariaLabel={t('base.product')} />}
      >
        {productId === null ? (
          <Empty description={t('base.pickProduct')} />
        ) : page.isLoading || !page.data ? (
          <Skeleton active />
        ) : (
          <Row gutter={24}>
            <Col xs={24} xl={12}>
              <Form key={productId} layout="vertical" initialValues={page.data} onFinish={(v) => save.mutate(v)} disabled={save.isPending}>
                <Form.Item htmlFor="page_content" name="content" label={t('base.pageContent')} extra={t('base.pageContentHint')}>
                  <Input.TextArea id="page_content" rows={14} maxLength={100000} style={{ fontFamily: 'monospace' }} />
                </Form.Item>
                <Form.Item name="images" label={t('base.images')}>
                  <ImageUpload max={20} />
                </Form.Item>
                <Form.Item htmlFor="page_video" name="video_url" label={t('base.videoUrl')}>
                  <Input id="page_video" maxLength={500} placeholder="https://" />
                </Form.Item>
                <Space>
                  <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="page-save">
                    {t('common.save')}
                  </Button>
                </Space>
              </Form>
            </Col>
            <Col xs={24} xl={12}>
              <Typography.Title level={5}>{t('base.pagePreview')}</Typography.Title>
              {/* The server sanitised this HTML on save: only formatting, links and images remain. */}
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised content */}
              <div className="product-page-preview" dangerouslySetInnerHTML={{ __html: page.data.content }} />
            </Col>
          </Row>
        )}
      </Card>
      {productId === null ? null : <ProductCertificates key={productId} productId={productId} />}
    </Space>
  );
}
