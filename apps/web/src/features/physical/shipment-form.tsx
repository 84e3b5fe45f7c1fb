import { SHIPMENT_MAX_LINES, SHIPMENT_MAX_QTY, type Shipment, shipmentInput } from '@trace/contract/shipment';
import { Col, Form, Input, InputNumber, Row } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../components/date-text.tsx';
import { identifierField, required } from '../../components/form-rules.ts';
import { LineList } from '../../components/line-list.tsx';
import { RefSelect } from '../../components/ref-select.tsx';

/** The form's values of an outbound order (the API's fields; lines as rows). */
export function shipmentToForm(shipment: Shipment): Record<string, unknown> {
  return { ...shipment, lines: shipment.lines.map((l) => ({ product_id: l.product_id, planned_qty: l.planned_qty })) };
}

export function newShipmentValues(): Record<string, unknown> {
  return { planned_on: dayjs().format('YYYY-MM-DD'), lines: [{}] };
}

/**
 * The outbound order form: number (made by the server from the planned date when left empty),
 * dealer, the warehouse the goods leave, planned date, the products with their planned items, note.
 */
export function ShipmentFormFields() {
  const { t } = useTranslation();
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            htmlFor="shipment_no"
            name="shipment_no"
            label={t('physical.shipmentNo')}
            {...identifierField(t, shipmentInput.shape.shipment_no, t('physical.shipmentNo'), { hint: t('physical.shipmentNoHint') })}
          >
            <Input id="shipment_no" maxLength={32} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item htmlFor="shipment_planned_on" name="planned_on" label={t('physical.plannedOn')} rules={[required(t)]}>
            <DateText id="shipment_planned_on" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item htmlFor="shipment_dealer" name="dealer_id" label={t('physical.dealer')} rules={[required(t)]}>
            <RefSelect id="shipment_dealer" resource="dealers" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item htmlFor="shipment_warehouse" name="warehouse_id" label={t('base.warehouse')} rules={[required(t)]}>
            <RefSelect id="shipment_warehouse" resource="warehouses" />
          </Form.Item>
        </Col>
      </Row>
      <LineList
        name="lines"
        rules={[
          {
            validator: async (_, lines: unknown[] | undefined) => {
              if (!lines || lines.length === 0) throw new Error(t('physical.linesRequired'));
            },
          },
        ]}
        max={SHIPMENT_MAX_LINES}
        addLabel={t('physical.addLine')}
        removeLabel={t('physical.removeLine')}
        testId="shipment-lines"
        addTestId="shipment-line-add"
        heading={
          <div className="ant-form-item-label">
            <span>{t('physical.lines')}</span>
          </div>
        }
      >
        {(field) => (
          <>
            <Form.Item name={[field.name, 'product_id']} rules={[required(t)]}>
              <RefSelect resource="products" ariaLabel={t('base.product')} style={{ width: 260 }} />
            </Form.Item>
            <Form.Item name={[field.name, 'planned_qty']} rules={[required(t)]}>
              <InputNumber
                aria-label={t('physical.plannedItems')}
                placeholder={t('physical.plannedItems')}
                min={1}
                max={SHIPMENT_MAX_QTY}
                precision={0}
                style={{ width: 160 }}
              />
            </Form.Item>
          </>
        )}
      </LineList>
      <Form.Item htmlFor="shipment_note" name="note" label={t('physical.note')} style={{ marginTop: 16 }}>
        <Input.TextArea id="shipment_note" maxLength={500} rows={2} />
      </Form.Item>
    </>
  );
}
