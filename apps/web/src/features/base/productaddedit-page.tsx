import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@trace/contract/base';
import { productInput } from '@trace/contract/base';
import { routePath } from '@trace/contract/catalogue';
import { normalizeGtin } from '@trace/contract/gs1';
import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Skeleton, Space, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { type Attribute, productContentApi, resourceApi } from '../../api/base.ts';
import { toastSuccess } from '../../api/feedback.ts';
import type { Body } from '../../api/http.ts';
import { identifierField, required, showRefusedFields } from '../../components/form-rules.ts';
import { ImageUpload } from '../../components/image-upload.tsx';
import { RefSelect } from '../../components/ref-select.tsx';
import { useUnsavedGuard } from '../../components/use-unsaved-guard.ts';
import { AttributesEditor } from './attributes-editor.tsx';
import { DEFAULT_LEVELS, HierarchyLevels, type Level } from './hierarchy-levels.tsx';

const products = resourceApi('products');
const hierarchies = resourceApi('hierarchies');

type Values = Omit<Product, 'id' | 'brand_name' | 'unit_name' | 'levels' | 'created_at' | 'updated_at' | 'status'> & {
  status: boolean;
  packaged: boolean;
  levels: Level[];
  attributes: Attribute[];
};

/** Add or edit a product (`productaddedit`): basics, images, packaging relation and extended attributes in one form. */
export default function ProductaddeditPage() {
  const { t } = useTranslation();
  const { id: param } = useParams();
  const id = param ? Number(param) : null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty);

  const loaded = useQuery({
    queryKey: [...products.key, 'form', id],
    enabled: id !== null,
    queryFn: async () => {
      const [product, attributes, hierarchy] = await Promise.all([
        products.detail(id as number),
        productContentApi.attributes(id as number),
        hierarchies.page({ product_id: id as number, page_size: 1 }),
      ]);
      return { product, attributes, hierarchy: hierarchy.list[0] ?? null };
    },
  });
  const hierarchy = loaded.data?.hierarchy ?? null;
  const initial: Partial<Values> = loaded.data
    ? {
        ...loaded.data.product,
        status: loaded.data.product.status === 1,
        attributes: loaded.data.attributes,
        packaged: hierarchy !== null,
        levels: hierarchy ? hierarchy.levels.map((l) => ({ unit_id: l.unit_id, quantity: l.quantity })) : DEFAULT_LEVELS,
      }
    : { status: true, packaged: true, levels: DEFAULT_LEVELS, attributes: [], images: [] };

  const save = useMutation({
    mutationFn: async ({ status, packaged, levels, ...values }: Values) => {
      const body: Body<'/api/base/products/add'> = { ...values, status: status ? 1 : 0 };
      const saved = id === null ? await products.add(body) : await products.update({ ...body, id });
      // The packaging relation is its own record; it cannot change once production used it.
      if (packaged && !hierarchy?.in_use) {
        const relation = { product_id: saved.id, levels };
        if (hierarchy) await hierarchies.update({ ...relation, id: hierarchy.id });
        else await hierarchies.add(relation);
      } else if (!packaged && hierarchy && !hierarchy.in_use) {
        await hierarchies.remove(hierarchy.id);
      }
      return saved;
    },
    onSuccess: () => {
      setDirty(false);
      toastSuccess(t('base.saved'));
      void client.invalidateQueries({ queryKey: ['base'] });
      // Navigate after the guard has seen the form is clean.
      setTimeout(() => navigate(routePath('productlist')));
    },
    onError: (error) => showRefusedFields(form, error),
  });

  if (id !== null && loaded.isLoading) return <Skeleton active />;
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={initial}
      onValuesChange={() => setDirty(true)}
      onFinish={(values) => save.mutate(values)}
      scrollToFirstError={{ block: 'center' }}
      disabled={save.isPending}
      data-testid="product-form"
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Card title={t('base.basicInfo')}>
          <Row gutter={24}>
            <Col xs={24} md={12} xl={8}>
              <Form.Item
                htmlFor="product_code"
                name="code"
                label={t('base.code')}
                {...identifierField(t, productInput.shape.code, t('base.code'), { required: true })}
              >
                <Input id="product_code" maxLength={32} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item htmlFor="product_name" name="name" label={t('base.productName')} rules={[required(t)]}>
                <Input id="product_name" maxLength={128} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item
                htmlFor="product_gtin"
                name="gtin"
                label="GTIN"
                extra={t('base.gtinHint')}
                rules={[
                  {
                    validator: async (_, value: string | null) => {
                      if (value && !normalizeGtin(value)) throw new Error(t('base.gtinInvalid'));
                    },
                  },
                ]}
              >
                <Input id="product_gtin" maxLength={14} inputMode="numeric" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item htmlFor="product_brand" name="brand_id" label={t('base.brand')}>
                <RefSelect resource="brands" id="product_brand" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item htmlFor="product_unit" name="unit_id" label={t('base.unit')}>
                <RefSelect resource="units" id="product_unit" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item htmlFor="product_specification" name="specification" label={t('base.specification')}>
                <Input id="product_specification" maxLength={128} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item htmlFor="product_shelf_life" name="shelf_life_days" label={t('base.shelfLifeDays')}>
                <InputNumber id="product_shelf_life" min={0} max={36500} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item htmlFor="product_price" name="price" label={t('base.price')}>
                <InputNumber id="product_price" min={0} max={99999999.99} precision={2} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item name="status" label={t('base.status')} valuePropName="checked">
                <Switch checkedChildren={t('base.onSale')} unCheckedChildren={t('base.discontinued')} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="images" label={t('base.images')}>
            <ImageUpload max={9} />
          </Form.Item>
          <Form.Item htmlFor="product_description" name="description" label={t('base.description')}>
            <Input.TextArea id="product_description" rows={3} maxLength={2000} showCount />
          </Form.Item>
        </Card>
        <Card
          title={t('menu.hierarchy')}
          extra={
            <Form.Item name="packaged" valuePropName="checked" noStyle>
              <Switch id="product_packaged" disabled={hierarchy?.in_use} aria-label={t('menu.hierarchy')} />
            </Form.Item>
          }
        >
          {hierarchy?.in_use ? <Alert type="warning" showIcon title={t('base.hierarchyLocked')} style={{ marginBottom: 16 }} /> : null}
          <Form.Item noStyle shouldUpdate={(a, b) => a.packaged !== b.packaged}>
            {({ getFieldValue }) => (getFieldValue('packaged') ? <HierarchyLevels /> : <span>{t('base.noHierarchy')}</span>)}
          </Form.Item>
        </Card>
        <Card title={t('menu.prodcutextend')}>
          <AttributesEditor />
        </Card>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="product-save">
            {t('common.save')}
          </Button>
          <Button onClick={() => navigate(routePath('productlist'))}>{t('common.cancel')}</Button>
        </Space>
      </Space>
    </Form>
  );
}
