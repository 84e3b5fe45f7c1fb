import { useQuery } from '@tanstack/react-query';
import { ORDER_MAX_MATERIALS, ORDER_MAX_QTY, type Order, orderInput, orderMaterialInput } from '@trace/contract/production-order';
import { Alert, Col, Form, type FormInstance, Input, InputNumber, Row, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ordersApi } from '../../api/plant-orders.ts';
import { DateText } from '../../components/date-text.tsx';
import { identifierField, refusal, required, schemaRule } from '../../components/form-rules.ts';
import { LineList } from '../../components/line-list.tsx';
import { RefSelect } from '../../components/ref-select.tsx';
import { packagingText, placeOptions } from './order-parts.tsx';

/** The form's values of an order (the API's fields; materials as rows). */
export function orderToForm(order: Order): Record<string, unknown> {
  return {
    ...order,
    materials: order.materials.map((m) => ({ material_id: m.material_id, lot_no: m.lot_no, quantity: m.quantity })),
  };
}

export function newOrderValues(): Record<string, unknown> {
  return { produced_on: dayjs().format('YYYY-MM-DD'), materials: [] };
}

/**
 * The order form's fields: number (made by the server when left empty), product with its packaging
 * relation, lot and quantity, plant → workshop → line, shift team, warehouse, dates (the expiry
 * follows the product's shelf life and may be changed) and the materials with their lots. A
 * released order shows only what may still change as editable.
 */
export function OrderFormFields({ form, record }: { form: FormInstance; record: Order | null }) {
  const { t } = useTranslation();
  const fixed = record !== null && record.status === 'released';
  const productId = Form.useWatch('product_id', form) as number | undefined;
  const plantId = Form.useWatch('plant_id', form) as number | undefined;
  const workshopId = Form.useWatch('workshop_id', form) as number | undefined;
  const lineId = Form.useWatch('line_id', form) as number | undefined;
  const materialRows = (Form.useWatch('materials', form) ?? []) as Array<{ material_id?: number } | undefined>;
  const materialIds = materialRows.map((m) => m?.material_id).filter((id): id is number => typeof id === 'number');
  const facts = useQuery({
    queryKey: ['plant', 'orders', 'facts', productId ?? null, materialIds.join(',')],
    queryFn: () => ordersApi.facts({ product_id: productId, material_ids: materialIds.join(',') }),
  });
  const lines = useQuery({ queryKey: ['plant', 'orders', 'lines'], queryFn: () => ordersApi.lines() });
  const place = placeOptions(lines.data ?? [], record, { plantId, workshopId, lineId });
  const product = facts.data?.product ?? null;
  const unitOf = (id: number | undefined) => facts.data?.materials.find((m) => m.id === id)?.unit_name ?? '';
  const fillExpiry = (producedOn: unknown, shelfLife: number | null | undefined) => {
    if (typeof producedOn !== 'string' || shelfLife === null || shelfLife === undefined) return;
    form.setFieldValue('expires_on', dayjs(producedOn).add(shelfLife, 'day').format('YYYY-MM-DD'));
  };
  // A product picked (not the one the order was opened with) brings its shelf life to the expiry.
  const shownProduct = useRef(record?.product_id);
  useEffect(() => {
    if (!product || product.id === shownProduct.current) return;
    shownProduct.current = product.id;
    const producedOn = form.getFieldValue('produced_on') as unknown;
    if (typeof producedOn === 'string' && product.shelf_life_days !== null)
      form.setFieldValue('expires_on', dayjs(producedOn).add(product.shelf_life_days, 'day').format('YYYY-MM-DD'));
  }, [product, form]);
  return (
    <>
      {fixed ? <Alert type="info" showIcon title={t('plant.releasedEditHint')} style={{ marginBottom: 16 }} /> : null}
      <Form.Item
        htmlFor="order_no"
        name="order_no"
        label={t('plant.orderNo')}
        {...identifierField(t, orderInput.shape.order_no, t('plant.orderNo'))}
      >
        <Input
          id="order_no"
          maxLength={32}
          disabled={fixed}
          placeholder={facts.data ? t('plant.orderNoAuto', { no: facts.data.next_order_no }) : undefined}
        />
      </Form.Item>
      <Form.Item
        htmlFor="order_product"
        name="product_id"
        label={t('base.product')}
        rules={[required(t)]}
        extra={
          product ? (
            <span data-testid="order-packaging">
              {product.packaging.length > 1
                ? t('common.labelValue', { label: t('plant.packaging'), value: packagingText(product.packaging) })
                : t('plant.packagingNone')}
            </span>
          ) : undefined
        }
      >
        <RefSelect id="order_product" resource="products" />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            htmlFor="order_lot"
            name="lot_no"
            label={t('plant.lotNo')}
            {...identifierField(t, orderInput.shape.lot_no, t('plant.lotNo'), { required: true })}
          >
            <Input id="order_lot" maxLength={32} disabled={fixed} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item htmlFor="order_qty" name="planned_qty" label={t('plant.plannedQty')} rules={[required(t)]}>
            <InputNumber id="order_qty" min={1} max={ORDER_MAX_QTY} precision={0} style={{ width: '100%' }} disabled={fixed} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item htmlFor="order_plant" name="plant_id" label={t('plant.plant')} rules={[required(t)]}>
            <Select
              id="order_plant"
              disabled={fixed}
              loading={lines.isLoading}
              options={place.plants}
              onChange={() => form.setFieldsValue({ workshop_id: undefined, line_id: undefined })}
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item htmlFor="order_workshop" name="workshop_id" label={t('plant.workshop')} rules={[required(t)]}>
            <Select
              id="order_workshop"
              disabled={fixed || plantId === undefined}
              options={place.workshops}
              onChange={() => form.setFieldsValue({ line_id: undefined })}
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            htmlFor="order_line"
            name="line_id"
            label={t('plant.line')}
            rules={[required(t)]}
            extra={place.busy && !fixed ? t('plant.lineBusyHint', { order_no: place.busy }) : undefined}
          >
            <Select
              id="order_line"
              disabled={fixed || workshopId === undefined}
              options={place.lines.map((line) => ({
                value: line.value,
                label: line.busy ? t('plant.task_lineBusy', { line: line.label, order_no: line.busy }) : line.label,
              }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item htmlFor="order_shift" name="shift_id" label={t('plant.shift')}>
            <RefSelect id="order_shift" resource="shifts" area="plant" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            htmlFor="order_warehouse"
            name="warehouse_id"
            label={t('base.warehouse')}
            rules={[required(t)]}
            extra={t('plant.warehouseHint')}
          >
            <RefSelect id="order_warehouse" resource="warehouses" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item htmlFor="order_produced" name="produced_on" label={t('plant.producedOn')} rules={[required(t)]}>
            <DateText id="order_produced" onChange={(value) => fillExpiry(value, product?.shelf_life_days)} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            htmlFor="order_expires"
            name="expires_on"
            label={t('plant.expiresOn')}
            dependencies={['produced_on']}
            extra={product?.shelf_life_days ? t('plant.expiresHint', { count: product.shelf_life_days }) : undefined}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, value: string | null) => {
                  const produced = getFieldValue('produced_on') as string | undefined;
                  return value && produced && value < produced
                    ? Promise.reject(new Error(refusal(t, t('plant.expiresOn'), 'validation.expiryBeforeProduction')))
                    : Promise.resolve();
                },
              }),
            ]}
          >
            <DateText id="order_expires" />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Text strong>{t('plant.materials')}</Typography.Text>
      <LineList
        name="materials"
        max={ORDER_MAX_MATERIALS}
        addLabel={t('plant.materialAdd')}
        removeLabel={t('plant.materialRemove')}
        testId="order-materials"
        addTestId="order-material-add"
        style={{ marginTop: 8 }}
        addStyle={{ marginBottom: 16 }}
      >
        {(field) => (
          <>
            <Form.Item name={[field.name, 'material_id']} rules={[required(t)]}>
              <RefSelect resource="materials" ariaLabel={t('plant.material')} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item
              name={[field.name, 'lot_no']}
              rules={[required(t), schemaRule(t, orderMaterialInput.shape.lot_no, t('plant.materialLot'))]}
            >
              <Input aria-label={t('plant.materialLot')} placeholder={t('plant.materialLot')} maxLength={32} style={{ width: 140 }} />
            </Form.Item>
            <Form.Item name={[field.name, 'quantity']} rules={[required(t)]}>
              <InputNumber
                aria-label={t('plant.quantity')}
                placeholder={t('plant.quantity')}
                min={0.001}
                max={1_000_000_000}
                precision={3}
                style={{ width: 150 }}
                suffix={unitOf(materialRows[field.name]?.material_id) || undefined}
              />
            </Form.Item>
          </>
        )}
      </LineList>
      <Form.Item htmlFor="order_note" name="note" label={t('plant.note')}>
        <Input.TextArea id="order_note" maxLength={500} rows={2} />
      </Form.Item>
    </>
  );
}
