import { DeleteOutlined, DisconnectOutlined, InboxOutlined, SwapOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { type CodeState, codeValue, replaceInput, voidInput } from '@trace/contract/codes';
import { Alert, Button, type ButtonProps, Checkbox, Form, Input, Modal, Space, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeOperations } from '../../api/codes.ts';
import { toastSuccess } from '../../api/feedback.ts';
import { FINAL_STATUSES } from '../../components/code-parts.tsx';
import { refusal, required, schemaRule, showRefusedFields } from '../../components/form-rules.ts';
import { OperationProblem, type Problem, problemOf } from '../../components/operation-problem.tsx';
import { usePermission } from '../../components/permission.tsx';
import { confirmDiscardInput } from '../../components/use-unsaved-guard.ts';

export type ActionKind = 'unpack' | 'empty' | 'void' | 'replace';
type Values = { reason?: string; with_contents?: boolean; pairs?: Array<{ new?: string }> };

/** Statuses a damaged label can be replaced in: the code is out in the world. */
const REPLACEABLE: readonly CodeState['status'][] = ['active', 'shipped', 'received', 'returned'];

/** The actions a code offers this person: by their grants and by what the code's state allows at all. */
export function useCodeActions(code: CodeState): ActionKind[] {
  const mayUnpack = usePermission(['unrelevance1:add']);
  const mayVoid = usePermission(['informationinquiry:void']);
  const mayReplace = usePermission(['replace:add']);
  const live = !FINAL_STATUSES.includes(code.status);
  return [
    ...(mayUnpack && live && code.parent ? (['unpack'] as const) : []),
    ...(mayUnpack && live && code.child_count > 0 ? (['empty'] as const) : []),
    ...(mayReplace && REPLACEABLE.includes(code.status) ? (['replace'] as const) : []),
    ...(mayVoid && live ? (['void'] as const) : []),
  ];
}

const ICONS: Record<ActionKind, ReactNode> = {
  unpack: <DisconnectOutlined />,
  empty: <InboxOutlined />,
  replace: <SwapOutlined />,
  void: <DeleteOutlined />,
};

/**
 * One-click operations on the code shown, each behind its grant and a confirmation that names the
 * code; a refusal lists every code that stopped it with the reason, in the dialog.
 */
export function CodeActions({ code, onDone }: { code: CodeState; onDone: () => void }) {
  const { t } = useTranslation();
  const actions = useCodeActions(code);
  const [open, setOpen] = useState<ActionKind | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [dirty, setDirty] = useState(false);
  const [form] = Form.useForm<Values>();

  const run = useMutation({
    mutationFn: (values: Values) => {
      switch (open) {
        case 'unpack':
          return codeOperations.unpack({ codes: [code.value] });
        case 'empty':
          return codeOperations.unpack({ codes: [code.value], contents: true });
        case 'void':
          return codeOperations.void({ codes: [code.value], reason: values.reason ?? '', with_contents: values.with_contents ?? false });
        default: {
          const next = codeValue.safeParse(values.pairs?.[0]?.new ?? '');
          return codeOperations.replace({
            pairs: [{ old: code.value, new: next.success ? next.data : (values.pairs?.[0]?.new ?? '') }],
            reason: values.reason ?? '',
          });
        }
      }
    },
    onSuccess: (result) => {
      toastSuccess(t(`codes.done_${open ?? 'unpack'}`, { count: result.affected }));
      setOpen(null);
      onDone();
    },
    onError: (error) => {
      if (showRefusedFields(form, error)) return;
      setProblem(problemOf(error));
    },
  });

  const start = (kind: ActionKind) => {
    form.resetFields();
    setProblem(null);
    setDirty(false);
    run.reset();
    setOpen(kind);
  };
  const close = () => (dirty ? confirmDiscardInput(() => setOpen(null)) : setOpen(null));
  if (actions.length === 0) return null;

  return (
    <>
      <Space wrap data-testid="code-actions">
        {actions.map((kind) => (
          <Button key={kind} icon={ICONS[kind]} danger={kind === 'void'} onClick={() => start(kind)} data-testid={`action-${kind}`}>
            {t(`codes.action_${kind}`)}
          </Button>
        ))}
      </Space>
      <Modal
        open={open !== null}
        title={open ? t(`codes.confirmTitle_${open}`, { code: code.value }) : ''}
        onCancel={close}
        onOk={() => form.submit()}
        okText={open ? t(`codes.action_${open}`) : undefined}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: open === 'void', loading: run.isPending, 'data-testid': 'action-confirm' } as ButtonProps}
        destroyOnHidden
        mask={{ closable: false }}
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          {open ? (
            <Typography.Paragraph data-testid="action-explain">
              {t(`codes.confirmText_${open}`, { code: code.value, count: code.child_count })}
            </Typography.Paragraph>
          ) : null}
          {open === 'void' ? <Alert type="warning" showIcon title={t('codes.voidFinal')} data-testid="void-final" /> : null}
          <Form<Values>
            form={form}
            layout="vertical"
            onFinish={(values) => {
              setProblem(null);
              run.mutate(values);
            }}
            onValuesChange={() => setDirty(true)}
            disabled={run.isPending}
          >
            {open === 'replace' ? (
              <Form.Item
                htmlFor="replace_new"
                name={['pairs', 0, 'new']}
                label={t('codes.newCode')}
                extra={t('codes.newCodeHint')}
                rules={[
                  required(t),
                  {
                    validator: async (_: unknown, value: string | undefined) => {
                      if (value && !codeValue.safeParse(value).success)
                        throw new Error(refusal(t, t('codes.newCode'), 'validation.codeValue', value));
                    },
                  },
                ]}
              >
                <Input id="replace_new" autoFocus autoComplete="off" maxLength={256} />
              </Form.Item>
            ) : null}
            {open === 'void' || open === 'replace' ? (
              <Form.Item
                htmlFor="action_reason"
                name="reason"
                label={t('tagging.reason')}
                rules={
                  open === 'void'
                    ? [required(t), schemaRule(t, voidInput.shape.reason, t('tagging.reason'))]
                    : [schemaRule(t, replaceInput.shape.reason, t('tagging.reason'))]
                }
              >
                <Input id="action_reason" maxLength={200} autoFocus={open === 'void'} />
              </Form.Item>
            ) : null}
            {open === 'void' && code.child_count > 0 ? (
              <Form.Item name="with_contents" valuePropName="checked">
                <Checkbox data-testid="void-with-contents">{t('codes.withContents', { count: code.child_count })}</Checkbox>
              </Form.Item>
            ) : null}
          </Form>
          {problem ? <OperationProblem problem={problem} /> : null}
        </Space>
      </Modal>
    </>
  );
}
