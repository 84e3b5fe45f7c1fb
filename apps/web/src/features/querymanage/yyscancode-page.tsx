import { useQuery } from '@tanstack/react-query';
import { CAROUSEL_PERIODS, type CarouselImage, type CarouselPeriod } from '@trace/contract/scan-template';
import { DatePicker, Form, Image, Input, InputNumber, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { templateApi } from '../../api/scan-templates.ts';
import { isoTimeField } from '../../components/date-text.tsx';
import { required } from '../../components/form-rules.ts';
import { ImageUpload } from '../../components/image-upload.tsx';
import { keywordFilter } from '../../components/list-filters.tsx';
import { ResourcePage, timeColumn } from '../../components/resource-page.tsx';

const DEFAULTS = { page: '1', page_size: '20', sort: 'sort' };
const PERIOD_COLOURS: Record<CarouselPeriod, string> = { active: 'green', upcoming: 'blue', expired: 'default' };

/** Carousel images of scan templates (`yyscancode`): image, link, order and the period each shows. */
export default function YyscancodePage() {
  const { t } = useTranslation();
  return (
    <ResourcePage<CarouselImage>
      resource="carousel"
      area="querymanage"
      menuKey="yyscancode"
      title={t('menu.yyscancode')}
      defaults={DEFAULTS}
      filters={[
        keywordFilter(t),
        <Form.Item htmlFor="filter_template" key="template_id" name="template_id" label={t('scan.template')}>
          <TemplatePicker id="filter_template" />
        </Form.Item>,
        <Form.Item htmlFor="filter_period" key="period" name="period" label={t('scan.period')}>
          <Select
            allowClear
            id="filter_period"
            style={{ width: 140 }}
            options={CAROUSEL_PERIODS.map((value) => ({ value, label: t(`scan.period_${value}`) }))}
          />
        </Form.Item>,
      ]}
      empty={t('scan.emptyCarousel')}
      addLabel={t('scan.addImage')}
      editLabel={t('common.edit')}
      nameOf={(row) => t('scan.imageOf', { name: row.template_name, sort: row.sort })}
      noStatus
      noExport
      initialValues={{ sort: 0, link_url: '' }}
      columns={[
        {
          title: t('scan.image'),
          dataIndex: 'image_url',
          key: 'image_url',
          width: 120,
          render: (url: string) => <Image src={url} width={96} height={40} style={{ objectFit: 'cover' }} alt={t('scan.image')} />,
        },
        {
          title: t('scan.template'),
          key: 'template',
          ellipsis: true,
          render: (_: unknown, row: CarouselImage) => (
            <>
              {t('scan.templateVersion', { name: row.template_name, version: row.template_version })}
              {row.template_status === 'archived' && <Tag style={{ marginInlineStart: 8 }}>{t('scan.status_archived')}</Tag>}
            </>
          ),
        },
        { title: t('scan.link'), dataIndex: 'link_url', key: 'link_url', ellipsis: true },
        { title: t('scan.sort'), dataIndex: 'sort', key: 'sort', sorter: true, align: 'right', width: 90 },
        timeColumn(t('scan.activeFrom'), 'active_from'),
        timeColumn(t('scan.activeTo'), 'active_to'),
        {
          title: t('scan.period'),
          dataIndex: 'period',
          key: 'period',
          width: 110,
          render: (period: CarouselPeriod) => <Tag color={PERIOD_COLOURS[period]}>{t(`scan.period_${period}`)}</Tag>,
        },
      ]}
      form={() => <CarouselFields />}
    />
  );
}

/** A searchable picker of template versions (drafts and published ones: archived versions take no new images). */
function TemplatePicker({ id, value, onChange }: { id?: string; value?: number | string; onChange?: (value: number | null) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: ['querymanage', 'templates', 'picker', keyword],
    queryFn: () => templateApi.page({ keyword, page_size: 50, sort: 'name' }),
  });
  const options = (found.data?.list ?? [])
    .filter((row) => row.status !== 'archived' || row.id === Number(value))
    .map((row) => ({
      value: row.id,
      label: `${t('scan.templateVersion', { name: row.name, version: row.version })} · ${t(`scan.status_${row.status}`)}`,
    }));
  return (
    <Select
      id={id}
      showSearch
      allowClear
      filterOption={false}
      onSearch={setKeyword}
      value={value === undefined || value === '' ? undefined : Number(value)}
      onChange={(v: number | undefined) => onChange?.(v ?? null)}
      options={options}
      style={{ width: 260 }}
    />
  );
}

function CarouselFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item htmlFor="carousel_template" name="template_id" label={t('scan.template')} rules={[required(t)]}>
        <TemplatePicker id="carousel_template" />
      </Form.Item>
      <Form.Item name="image_url" label={t('scan.image')} rules={[required(t)]}>
        <ImageUpload />
      </Form.Item>
      <Form.Item htmlFor="carousel_link" name="link_url" label={t('scan.link')} extra={t('scan.linkHint')}>
        <Input id="carousel_link" maxLength={500} placeholder="https://" />
      </Form.Item>
      <Form.Item htmlFor="carousel_sort" name="sort" label={t('scan.sort')}>
        <InputNumber id="carousel_sort" min={0} max={9999} />
      </Form.Item>
      <Form.Item htmlFor="carousel_from" name="active_from" label={t('scan.activeFrom')} rules={[required(t)]} {...isoTimeField}>
        <DatePicker id="carousel_from" showTime />
      </Form.Item>
      <Form.Item htmlFor="carousel_to" name="active_to" label={t('scan.activeTo')} rules={[required(t)]} {...isoTimeField}>
        <DatePicker id="carousel_to" showTime />
      </Form.Item>
    </>
  );
}
