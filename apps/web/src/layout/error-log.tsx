import { BugOutlined, DeleteOutlined } from '@ant-design/icons';
import { Badge, Button, Modal, Table, Tag } from 'antd';
import { Component, type ErrorInfo, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18next } from '../i18n.ts';
import { type ErrorLogEntry, useErrorLogStore } from '../stores/error-log-store.ts';

/** Error logging is on in production builds only: in development the browser's console already shows every error. */
const ENABLED = import.meta.env.PROD;

function record(error: unknown, info: string) {
  if (!ENABLED) return;
  const err = error instanceof Error ? error : new Error(String(error));
  useErrorLogStore.getState().add({ message: err.message, info, url: window.location.href, stack: err.stack ?? '' });
}

/** Catches runtime errors and rejected promises anywhere in the page. */
export function useErrorCapture() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => record(event.error ?? event.message, 'window.onerror');
    const onRejection = (event: PromiseRejectionEvent) => record(event.reason, 'unhandledrejection');
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
}

/** Around each page: a render error is logged and shown in place of the page, not a blank screen. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    record(error, info.componentStack ?? 'render');
  }
  override render() {
    if (this.state.error) return <div className="page-error">{i18next.t('common.pageFailed', { message: this.state.error.message })}</div>;
    return this.props.children;
  }
}

export function ErrorLogButton() {
  const { t } = useTranslation();
  const logs = useErrorLogStore((s) => s.logs);
  const [open, setOpen] = useState(false);
  if (logs.length === 0) return null;
  return (
    <>
      <Badge dot>
        <Button
          danger
          size="small"
          icon={<BugOutlined />}
          aria-label={t('common.errorLog')}
          onClick={() => setOpen(true)}
          data-testid="error-log"
        />
      </Badge>
      <Modal open={open} width="80%" title={t('common.errorLog')} footer={null} onCancel={() => setOpen(false)}>
        <Button
          type="primary"
          size="small"
          icon={<DeleteOutlined />}
          onClick={() => {
            useErrorLogStore.getState().clear();
            setOpen(false);
          }}
        >
          {t('common.clearAll')}
        </Button>
        <Table<ErrorLogEntry>
          rowKey="at"
          size="small"
          pagination={false}
          dataSource={logs}
          columns={[
            {
              title: t('common.message'),
              render: (_, log) => (
                <div>
                  <Tag color="red">{log.message}</Tag>
                  <Tag color="orange">{log.info.slice(0, 200)}</Tag>
                  <Tag color="green">{log.url}</Tag>
                </div>
              ),
            },
            { title: t('common.stack'), dataIndex: 'stack', render: (stack: string) => <pre className="error-stack">{stack}</pre> },
          ]}
        />
      </Modal>
    </>
  );
}
