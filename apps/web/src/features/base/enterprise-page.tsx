import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isValidCreditCode } from '@trace/contract/gs1';
import { Button, Card, Col, Form, Input, Row, Select, Skeleton, Switch, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enterpriseApi } from '../../api/base.ts';
import { toastSuccess } from '../../api/feedback.ts';
import type { Body } from '../../api/http.ts';
import { AreaPicker } from '../../components/area-picker.tsx';
import { phoneRule, required, showRefusedFields } from '../../components/form-rules.ts';
import { ImageUpload } from '../../components/image-upload.tsx';
import { Permission, usePermission } from '../../components/permission.tsx';
import { parseTime } from '../../components/time.ts';
import { useUnsavedGuard } from '../../components/use-unsaved-guard.ts';

/** Every IANA zone this browser knows, with its offset from UTC now, for the time-zone picker. */
function useTimeZoneOptions() {
  return useMemo(() => {
    const now = new Date();
    return Intl.supportedValuesOf('timeZone').map((zone) => {
      const offset =
        new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'shortOffset' })
          .formatToParts(now)
          .find((part) => part.type === 'timeZoneName')?.value ?? '';
      return { value: zone, label: `${zone} (${offset})` };
    });
  }, []);
}

/** The enterprise profile (`enterprise`): identity, contact and the brand introduction consumers see. */
export default function EnterprisePage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const canUpdate = usePermission(['enterprise:update']);
  const [form] = Form.useForm();
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty);
  const profile = useQuery({ queryKey: ['base', 'enterprise'], queryFn: enterpriseApi.detail });
  const zones = useTimeZoneOptions();
  const save = useMutation({
    mutationFn: (values: Body<'/api/base/enterprise/update'>) => enterpriseApi.update(values),
    onSuccess: (saved) => {
      setDirty(false);
      toastSuccess(t('base.saved'));
      client.setQueryData(['base', 'enterprise'], saved);
    },
    onError: (error) => showRefusedFields(form, error),
  });
  if (!profile.data) return <Skeleton active />;
  return (
    <Card
      title={t('menu.enterprise')}
      extra={
        profile.data.updated_at ? (
          <Typography.Text type="secondary">{t('base.lastSaved', { time: parseTime(profile.data.updated_at) })}</Typography.Text>
        ) : null
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={profile.data}
        scrollToFirstError={{ block: 'center' }}
        onValuesChange={() => setDirty(true)}
        onFinish={(v) => save.mutate(v)}
        disabled={!canUpdate || save.isPending}
      >
        <Row gutter={24}>
          <Col xs={24} md={12}>
            <Form.Item htmlFor="enterprise_name" name="name" label={t('base.enterpriseName')} rules={[required(t)]}>
              <Input id="enterprise_name" maxLength={128} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              htmlFor="enterprise_credit_code"
              name="credit_code"
              label={t('base.creditCode')}
              rules={[
                {
                  validator: async (_, v: string) => {
                    if (v && !isValidCreditCode(v.trim().toUpperCase())) throw new Error(t('base.creditCodeInvalid'));
                  },
                },
              ]}
            >
              <Input id="enterprise_credit_code" maxLength={18} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              htmlFor="enterprise_gs1_prefix"
              name="gs1_prefix"
              label={t('base.gs1Prefix')}
              extra={t('base.gs1PrefixHint')}
              rules={[{ pattern: /^\d{6,12}$/, message: t('base.gs1PrefixInvalid') }]}
            >
              <Input id="enterprise_gs1_prefix" maxLength={12} inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              htmlFor="enterprise_website"
              name="website"
              label={t('base.website')}
              rules={[{ type: 'url', message: t('base.urlInvalid') }]}
            >
              <Input id="enterprise_website" maxLength={300} placeholder="https://" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item htmlFor="enterprise_area" name="area_code" label={t('base.region')}>
              <AreaPicker id="enterprise_area" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item htmlFor="enterprise_address" name="address" label={t('base.address')}>
              <Input id="enterprise_address" maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item htmlFor="enterprise_contact" name="contact" label={t('base.contact')}>
              <Input id="enterprise_contact" maxLength={64} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item htmlFor="enterprise_phone" name="phone" label={t('base.phone')} rules={[phoneRule(t, t('base.phone'))]}>
              <Input id="enterprise_phone" maxLength={32} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item htmlFor="enterprise_time_zone" name="time_zone" label={t('base.timeZone')} extra={t('base.timeZoneHint')}>
              <Select id="enterprise_time_zone" showSearch options={zones} optionFilterProp="value" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              htmlFor="enterprise_allow_overscan"
              name="allow_overscan"
              label={t('base.allowOverscan')}
              extra={t('base.allowOverscanHint')}
              valuePropName="checked"
            >
              <Switch id="enterprise_allow_overscan" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="logo" label={t('base.logo')}>
          <ImageUpload />
        </Form.Item>
        <Form.Item htmlFor="enterprise_introduction" name="introduction" label={t('base.introduction')} extra={t('base.pageContentHint')}>
          <Input.TextArea id="enterprise_introduction" rows={8} maxLength={20000} showCount />
        </Form.Item>
        <Permission roles={['enterprise:update']}>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="enterprise-save">
            {t('common.save')}
          </Button>
        </Permission>
      </Form>
    </Card>
  );
}
