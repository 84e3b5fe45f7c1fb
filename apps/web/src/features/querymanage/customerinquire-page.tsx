import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buttonCode } from '@trace/contract/catalogue';
import { INQUIRY_REPLY_MAX, INQUIRY_STATUSES, type Inquiry, type InquiryStatus } from '@trace/contract/inquiry';
import { Form, Input, Modal, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../api/feedback.ts';
import { inquiries, inquiriesApi } from '../../api/inquiries.ts';
import { required, showRefusedFields } from '../../components/form-rules.ts';
import { ListPage, listDefaults } from '../../components/list-page.tsx';
import { timeColumn } from '../../components/resource-page.tsx';
import { parseTime } from '../../components/time.ts';
import { confirmDiscardInput } from '../../components/use-unsaved-guard.ts';

const DEFAULTS = listDefaults('-created_at');
/** Preset colours, whose text keeps WCAG contrast on their tint (the status colours' does not). */
const STATUS_COLOURS: Record<InquiryStatus, string> = { open: 'orange', replied: 'blue', closed: 'default' };
/** Each language by its own name, as the language menu shows it. */
const LANGUAGE_NAMES: Record<Inquiry['language'], string> = {
  zh: 'common.langZh',
  en: 'common.langEn',
  es: 'common.langEs',
  ja: 'common.langJa',
};
const UPDATE = buttonCode('customerinquire', 'update');

/**
 * Consumer inquiries (`customerinquire`): messages consumers left on the scan page about the code
 * they scanned, with the contact as stored (masked). Filters by code or message, status and day;
 * an open message is replied to in a dialog, an open or replied one closed after confirmation;
 * export.
 */
export default function CustomerinquirePage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [replying, setReplying] = useState<Inquiry | null>(null);
  const [form] = Form.useForm<{ reply: string }>();
  const refresh = () => void client.invalidateQueries({ queryKey: inquiries.key });
  const reply = useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) => inquiriesApi.reply(id, text),
    onSuccess: () => {
      toastSuccess(t('scan.inquiryReplied'));
      setReplying(null);
      refresh();
    },
    onError: (error) => showRefusedFields(form, error),
  });
  const close = useMutation({
    mutationFn: (id: number) => inquiriesApi.close(id),
    onSuccess: () => {
      toastSuccess(t('scan.inquiryClosed'));
      refresh();
    },
  });
  const openReply = (row: Inquiry) => {
    form.resetFields();
    setReplying(row);
  };

  const columns: ColumnsType<Inquiry> = [
    timeColumn(t('scan.inquiryCreatedAt'), 'created_at'),
    {
      title: t('scan.code'),
      dataIndex: 'code',
      key: 'code',
      width: 220,
      render: (code: string, row) => (
        <Tooltip title={row.raw_value}>
          <Typography.Text code copyable={{ text: code }} data-testid="inquiry-code">
            {code}
          </Typography.Text>
        </Tooltip>
      ),
    },
    { title: t('scan.product'), dataIndex: 'product_name', key: 'product_name', width: 180 },
    {
      title: t('scan.inquiryContent'),
      dataIndex: 'content',
      key: 'content',
      width: 300,
      ellipsis: { showTitle: false },
      render: (content: string) => (
        <Tooltip title={content}>
          <span data-testid="inquiry-content">{content}</span>
        </Tooltip>
      ),
    },
    {
      title: t('scan.inquiryLanguage'),
      dataIndex: 'language',
      key: 'language',
      width: 100,
      render: (language: Inquiry['language']) => t(LANGUAGE_NAMES[language]),
    },
    {
      title: t('scan.inquiryContact'),
      dataIndex: 'contact_masked',
      key: 'contact_masked',
      width: 170,
      render: (contact: string) =>
        contact ? (
          <span data-testid="inquiry-contact">{contact}</span>
        ) : (
          <Typography.Text type="secondary">{t('scan.inquiryNoContact')}</Typography.Text>
        ),
    },
    {
      title: t('base.status'),
      dataIndex: 'status',
      key: 'status',
      width: 110,
      render: (status: InquiryStatus) => (
        <Tag color={STATUS_COLOURS[status]} data-testid="inquiry-status">
          {t(`scan.inquiryStatus_${status}`)}
        </Tag>
      ),
    },
    {
      title: t('scan.inquiryReply'),
      dataIndex: 'reply',
      key: 'reply',
      width: 280,
      ellipsis: { showTitle: false },
      render: (text: string, row) =>
        text ? (
          <Tooltip title={`${text} · ${row.handled_by} · ${parseTime(row.handled_at)}`}>
            <span data-testid="inquiry-reply">{text}</span>
          </Tooltip>
        ) : null,
    },
    { title: t('scan.inquiryHandledBy'), dataIndex: 'handled_by', key: 'handled_by', width: 130 },
    timeColumn(t('scan.inquiryHandledAt'), 'handled_at'),
  ];

  return (
    <ListPage<Inquiry, 'customerinquire'>
      menuKey="customerinquire"
      api={inquiries}
      defaults={DEFAULTS}
      filters={[
        { kind: 'text', name: 'keyword', label: t('scan.inquirySearch'), width: 220 },
        {
          kind: 'select',
          name: 'status',
          label: t('base.status'),
          placeholder: t('scan.inquiryAllStatuses'),
          width: 150,
          options: INQUIRY_STATUSES.map((status) => ({ value: status, label: t(`scan.inquiryStatus_${status}`) })),
        },
        { kind: 'date', name: 'created_from', id: 'from', label: t('scan.inquiryFrom') },
        { kind: 'date', name: 'created_to', id: 'to', label: t('scan.inquiryTo') },
      ]}
      columns={columns}
      rowActions={(row) => [
        ...(row.status === 'open'
          ? [
              {
                key: 'reply',
                label: t('scan.inquiryReplyAction'),
                roles: [UPDATE],
                onClick: () => openReply(row),
                testId: 'inquiry-reply-action',
              },
            ]
          : []),
        ...(row.status !== 'closed'
          ? [
              {
                key: 'close',
                label: t('scan.inquiryCloseAction'),
                roles: [UPDATE],
                confirm: t('scan.inquiryCloseConfirm', { code: row.code }),
                onClick: () => close.mutate(row.id),
                testId: 'inquiry-close-action',
              },
            ]
          : []),
      ]}
      actionLinks={2}
      empty={t('scan.inquiriesEmpty')}
    >
      <Modal
        open={replying !== null}
        title={replying ? t('scan.inquiryReplyTitle', { code: replying.code }) : ''}
        okText={t('scan.inquiryReplyAction')}
        okButtonProps={{ loading: reply.isPending, id: 'inquiry-reply-ok' }}
        cancelText={t('common.cancel')}
        // A reply typed and not saved is not thrown away by a click beside the dialog without asking.
        onCancel={() => (form.getFieldValue('reply')?.trim() ? confirmDiscardInput(() => setReplying(null)) : setReplying(null))}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        {replying && (
          <Typography.Paragraph data-testid="inquiry-reply-message" style={{ whiteSpace: 'pre-wrap' }}>
            {replying.content}
          </Typography.Paragraph>
        )}
        <Typography.Paragraph type="secondary">{t('scan.inquiryReplyHint')}</Typography.Paragraph>
        <Form
          form={form}
          layout="vertical"
          onFinish={({ reply: text }) => replying && reply.mutate({ id: replying.id, text: text.trim() })}
        >
          <Form.Item htmlFor="inquiry_reply" name="reply" label={t('scan.inquiryReply')} rules={[required(t), { max: INQUIRY_REPLY_MAX }]}>
            <Input.TextArea id="inquiry_reply" maxLength={INQUIRY_REPLY_MAX} rows={4} />
          </Form.Item>
        </Form>
      </Modal>
    </ListPage>
  );
}
