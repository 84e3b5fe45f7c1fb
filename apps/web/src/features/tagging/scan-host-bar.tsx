import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_TYPE } from '@trace/contract/api';
import type { ScanHost } from '@trace/contract/scan-host';
import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../api/feedback.ts';
import { request, write } from '../../api/http.ts';
import { showRefusedFields } from '../../components/form-rules.ts';
import { useUserStore } from '../../stores/user-store.ts';

const SCAN_HOST_KEY = ['tagging', 'scanhost'];

/** The enterprise account's dialog: its own scan host, or empty for the server's address. */
function ScanHostDialog({ host, onClose }: { host: ScanHost; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ base_url: string }>();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: { base_url: string }) => write('/api/tagging/scanhost/update', body),
    onSuccess: (next) => {
      queryClient.setQueryData(SCAN_HOST_KEY, next);
      toastSuccess(t('tagging.scanHostSaved'));
      onClose();
    },
    onError: (error) => showRefusedFields(form, error),
  });
  return (
    <Modal
      open
      title={t('tagging.scanHostEdit')}
      okText={t('common.save')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ base_url: host.own_base_url }} onFinish={(values) => save.mutate(values)}>
        <Form.Item
          htmlFor="scan_base_url"
          name="base_url"
          label={t('tagging.scanHost')}
          extra={t('tagging.scanHostHelp', { server: host.server_base_url })}
        >
          <Input id="scan_base_url" placeholder={host.server_base_url} maxLength={200} data-testid="scan-host-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * Where the codes made on this page point to, shown where codes are made: a warning when phones
 * cannot reach that address, and for the enterprise account a way to set its own.
 */
export function ScanHostBar() {
  const { t } = useTranslation();
  const isEnterprise = useUserStore((s) => s.profile?.account_type === ACCOUNT_TYPE.ENTERPRISE);
  const [editing, setEditing] = useState(false);
  const host = useQuery({ queryKey: SCAN_HOST_KEY, queryFn: () => request('/api/tagging/scanhost') });
  if (!host.data) return null;
  const unreachable = host.data.reach !== 'public';
  return (
    <>
      <Alert
        type={unreachable ? 'warning' : 'info'}
        showIcon
        data-testid="scan-host"
        style={{ marginBottom: 16 }}
        title={
          <>
            {t('tagging.scanHostShown')}{' '}
            <Typography.Text code copyable data-testid="scan-host-url">
              {host.data.base_url}
            </Typography.Text>
          </>
        }
        description={unreachable ? t(`tagging.scanHostReach_${host.data.reach}`) : undefined}
        action={
          isEnterprise ? (
            <Button size="small" onClick={() => setEditing(true)} data-testid="scan-host-edit">
              {t('tagging.scanHostEdit')}
            </Button>
          ) : undefined
        }
      />
      {editing && <ScanHostDialog host={host.data} onClose={() => setEditing(false)} />}
    </>
  );
}
