import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Form, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type Attribute, productContentApi, resourceApi } from '../../api/base.ts';
import { toastSuccess } from '../../api/feedback.ts';
import { RefSelect } from '../../components/ref-select.tsx';
import { AttributesEditor } from './attributes-editor.tsx';

const products = resourceApi('products');

/** The product chosen in the URL (`?product_id=`), with a picker to switch. */
export function useChosenProduct() {
  const [params, setParams] = useSearchParams();
  const productId = Number(params.get('product_id')) || null;
  const choose = (id: number | null) => setParams(id ? { product_id: String(id) } : {}, { replace: true });
  return { productId, choose };
}

/** Extended attributes (`prodcutextend`): ordered key/value pairs of a product shown on the scan page. */
export default function ProdcutextendPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { productId, choose } = useChosenProduct();
  const [form] = Form.useForm<{ attributes: Attribute[] }>();
  const attributes = useQuery({
    queryKey: [...products.key, 'attributes', productId],
    queryFn: () => productContentApi.attributes(productId as number),
    enabled: productId !== null,
  });
  const save = useMutation({
    mutationFn: (values: { attributes: Attribute[] }) => productContentApi.saveAttributes(productId as number, values.attributes ?? []),
    onSuccess: () => {
      toastSuccess(t('base.saved'));
      void client.invalidateQueries({ queryKey: products.key });
    },
  });
  return (
    <Card
      title={t('menu.prodcutextend')}
      extra={<RefSelect resource="products" value={productId} onChange={choose} id="attributes_product" ariaLabel={t('base.product')} />}
    >
      {productId === null ? (
        <Empty description={t('base.pickProduct')} />
      ) : attributes.isLoading ? (
        <Skeleton active />
      ) : (
        <Form
          key={productId}
          form={form}
          initialValues={{ attributes: attributes.data ?? [] }}
          onFinish={(v) => save.mutate(v)}
          disabled={save.isPending}
        >
          <Space direction="vertical" style={{ width: '100%' }}>
            <AttributesEditor />
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="attributes-save">
              {t('common.save')}
            </Button>
          </Space>
        </Form>
      )}
    </Card>
  );
}
