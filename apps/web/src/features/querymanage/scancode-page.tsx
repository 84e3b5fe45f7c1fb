import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEMPLATE_SCOPES, TEMPLATE_STATUSES, type Template, type TemplateStatus } from '@trace/contract/scan-template';
import { Form, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../api/feedback.ts';
import { templateApi } from '../../api/scan-templates.ts';
import { keywordFilter } from '../../components/list-filters.tsx';
import { ResourcePage, timeColumn } from '../../components/resource-page.tsx';
import { TemplateEditor } from './template-editor.tsx';

const DEFAULTS = { page: '1', page_size: '20', sort: '-updated_at' };
const STATUS_COLOURS: Record<TemplateStatus, string> = { draft: 'blue', published: 'green', archived: 'default' };

/** Scan templates (`scancode`): versions of the consumer scan page, their editor and live preview. */
export default function ScancodePage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [editor, setEditor] = useState<{ open: boolean; record: Template | null }>({ open: false, record: null });
  const changed = (message: string) => {
    toastSuccess(message);
    void client.invalidateQueries({ queryKey: ['querymanage'] });
  };
  const publish = useMutation({
    mutationFn: (id: number) => templateApi.publish(id),
    onSuccess: (row) => changed(t('scan.publishedVersion', { version: row.version })),
  });
  const nextVersion = useMutation({
    mutationFn: (id: number) => templateApi.newVersion(id),
    onSuccess: (row) => {
      changed(t('scan.versionMade', { version: row.version }));
      setEditor({ open: true, record: row });
    },
  });
  const target = (row: Template) =>
    row.scope === 'default' ? t('scan.scope_default') : `${t(`scan.scope_${row.scope}`)} · ${row.brand_name || row.product_name}`;
  return (
    <>
      <ResourcePage<Template>
        resource="templates"
        area="querymanage"
        menuKey="scancode"
        title={t('menu.scancode')}
        defaults={DEFAULTS}
        filters={[
          keywordFilter(t),
          <Form.Item htmlFor="filter_scope" key="scope" name="scope" label={t('scan.scope')}>
            <Select
              allowClear
              id="filter_scope"
              style={{ width: 140 }}
              options={TEMPLATE_SCOPES.map((value) => ({ value, label: t(`scan.scope_${value}`) }))}
            />
          </Form.Item>,
          <Form.Item htmlFor="filter_template_status" key="status" name="status" label={t('base.status')}>
            <Select
              allowClear
              id="filter_template_status"
              style={{ width: 140 }}
              options={TEMPLATE_STATUSES.map((value) => ({ value, label: t(`scan.status_${value}`) }))}
            />
          </Form.Item>,
        ]}
        empty={t('scan.emptyTemplates')}
        addLabel={t('scan.addTemplate')}
        editLabel={t('common.edit')}
        nameOf={(row) => t('scan.templateVersion', { name: row.name, version: row.version })}
        noStatus
        noExport
        onAdd={() => setEditor({ open: true, record: null })}
        onEdit={(record) => setEditor({ open: true, record })}
        moreActions={(row) => [
          ...(row.status === 'draft'
            ? [
                {
                  key: 'publish',
                  label: t('scan.publish'),
                  roles: ['scancode:publish'] as const,
                  confirm: t('scan.publishConfirm', { name: row.name, version: row.version }),
                  onClick: () => publish.mutate(row.id),
                  testId: 'template-publish',
                },
              ]
            : [
                {
                  key: 'new-version',
                  label: t('scan.newVersion'),
                  roles: ['scancode:update'] as const,
                  onClick: () => nextVersion.mutate(row.id),
                },
              ]),
        ]}
        columns={[
          { title: t('scan.name'), dataIndex: 'name', key: 'name', sorter: true, ellipsis: true },
          { title: t('scan.scope'), key: 'scope', render: (_: unknown, row: Template) => target(row), ellipsis: true },
          { title: t('scan.version'), dataIndex: 'version', key: 'version', sorter: true, align: 'right', width: 100 },
          {
            title: t('base.status'),
            dataIndex: 'status',
            key: 'status',
            width: 120,
            render: (status: TemplateStatus) => <Tag color={STATUS_COLOURS[status]}>{t(`scan.status_${status}`)}</Tag>,
          },
          { title: t('scan.blocks'), key: 'blocks', render: (_: unknown, row: Template) => row.layout.length, align: 'right', width: 90 },
          timeColumn(t('scan.publishedAt'), 'published_at'),
          timeColumn(t('scan.updatedAt'), 'updated_at'),
        ]}
      />
      <TemplateEditor
        open={editor.open}
        record={editor.record}
        onClose={() => setEditor({ open: false, record: null })}
        onOpen={(record) => setEditor({ open: true, record })}
      />
    </>
  );
}
