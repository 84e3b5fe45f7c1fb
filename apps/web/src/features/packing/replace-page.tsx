import { MinusCircleOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { titleKey } from '@trace/contract/catalogue';
import { type CodeState, codeValue, replaceInput } from '@trace/contract/codes';
import { Button, type ButtonProps, Card, Form, Input, Result, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeOperations, codeWorkApi, type ReplaceBody } from '../../api/codes.ts';
import { confirmDialog, toastSuccess } from '../../api/feedback.ts';
import { CodeStatusTag } from '../../components/code-parts.tsx';
import { refusal, required, schemaRule } from '../../components/form-rules.ts';
import { OperationProblem } from '../../components/operation-problem.tsx';
import { CodeLink } from '../../components/page-link.tsx';
import { Permission } from '../../components/permission.tsx';
import { useUnsavedGuard } from '../../components/use-unsaved-guard.ts';
import { useCodeOperation } from './use-code-operation.ts';

type Values = { pairs: Array<{ old?: string; new?: string }>; reason?: string };
/** A replacement done: both codes as they are now. */
type Done = Array<{ old: CodeState; new: CodeState }>;

/** The most pairs one replacement takes (the contract's bound). */
const PAIRS_MAX = 1_000;

const codeOf = (text: string | undefined) => {
  const parsed = codeValue.safeParse(text ?? '');
  return parsed.success ? parsed.data : null;
};

/**
 * Code replacement (`replace`): damaged labels replaced one to one, several pairs at once, with a
 * reason. The new code takes everything of the old one; the old one reads as replaced. The result
 * shows both, each opening in the information inquiry.
 */
export default function ReplacePage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [dirty, setDirty] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  useUnsavedGuard(dirty);

  const replace = useCodeOperation(
    codeOperations.replace,
    async (_, body: ReplaceBody) => {
      toastSuccess(t('packing.replaced', { count: body.pairs.length }));
      setDirty(false);
      form.resetFields();
      const read = (value: string) => codeWorkApi.code('replace', value).then((found) => found.code);
      // A failed read is toasted by the client; the replacement itself is done.
      const both = Promise.all(body.pairs.map(async (pair) => ({ old: await read(pair.old), new: await read(pair.new) })));
      setDone(await both.catch(() => null));
    },
    form,
  );

  /** Every code once: a code in two pairs is refused on its second field. */
  const uniqueRule = (name: (string | number)[]) => ({
    validator: async (_: unknown, text: string | undefined) => {
      const value = codeOf(text);
      if (text && value === null) throw new Error(refusal(t, t('codes.code'), 'validation.codeValue', text));
      if (value === null) return;
      const all = (form.getFieldValue('pairs') as Values['pairs']).flatMap((pair, index) => [
        { at: [index, 'old'], value: codeOf(pair?.old) },
        { at: [index, 'new'], value: codeOf(pair?.new) },
      ]);
      const first = all.find((entry) => entry.value === value);
      if (first && first.at.join() !== name.join()) throw new Error(t('packing.codeTwice'));
    },
  });

  const submit = (values: Values) => {
    const body: ReplaceBody = {
      pairs: values.pairs.map((pair) => ({ old: codeOf(pair.old) ?? '', new: codeOf(pair.new) ?? '' })),
      reason: values.reason?.trim() ?? '',
    };
    confirmDialog({
      title: t('packing.replaceConfirmTitle', { count: body.pairs.length }),
      content: (
        <Space orientation="vertical" size={4}>
          <Typography.Text>{t('packing.replaceConfirmText')}</Typography.Text>
          {body.pairs.slice(0, 10).map((pair) => (
            <Typography.Text key={pair.old}>
              <Typography.Text code>{pair.old}</Typography.Text> → <Typography.Text code>{pair.new}</Typography.Text>
            </Typography.Text>
          ))}
          {body.pairs.length > 10 ? <Typography.Text>{t('codes.refusedMore', { count: body.pairs.length - 10 })}</Typography.Text> : null}
        </Space>
      ),
      okText: t('packing.replace'),
      okButtonProps: { 'data-testid': 'replace-confirm' } as ButtonProps,
      cancelText: t('common.cancel'),
      onOk: () => replace.run(body),
    });
  };

  return (
    <Card title={t(titleKey('replace'))}>
      <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 880 }}>
        <Typography.Paragraph type="secondary">{t('packing.replaceIntro')}</Typography.Paragraph>
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{ pairs: [{}] }}
          onFinish={submit}
          onValuesChange={() => setDirty(true)}
          disabled={replace.running}
        >
          <Form.List name="pairs">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, index) => (
                  <Space key={field.key} align="start" wrap data-testid="replace-pair">
                    <Form.Item
                      name={[field.name, 'old']}
                      label={index === 0 ? t('packing.oldCode') : undefined}
                      htmlFor={`replace_old_${index}`}
                      rules={[required(t), uniqueRule([field.name, 'old'])]}
                      style={{ width: 300 }}
                    >
                      <Input
                        id={`replace_old_${index}`}
                        autoComplete="off"
                        spellCheck={false}
                        maxLength={256}
                        aria-label={t('packing.oldCode')}
                      />
                    </Form.Item>
                    <SwapOutlined aria-hidden style={{ marginTop: index === 0 ? 38 : 8 }} />
                    <Form.Item
                      name={[field.name, 'new']}
                      label={index === 0 ? t('codes.newCode') : undefined}
                      htmlFor={`replace_new_${index}`}
                      rules={[required(t), uniqueRule([field.name, 'new'])]}
                      style={{ width: 300 }}
                    >
                      <Input
                        id={`replace_new_${index}`}
                        autoComplete="off"
                        spellCheck={false}
                        maxLength={256}
                        aria-label={t('codes.newCode')}
                      />
                    </Form.Item>
                    {fields.length > 1 ? (
                      <Button
                        type="text"
                        icon={<MinusCircleOutlined />}
                        aria-label={t('packing.removePair', { index: index + 1 })}
                        onClick={() => remove(field.name)}
                        style={{ marginTop: index === 0 ? 30 : 0 }}
                      />
                    ) : null}
                  </Space>
                ))}
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add({})}
                  disabled={fields.length >= PAIRS_MAX}
                  data-testid="replace-add-pair"
                >
                  {t('packing.addPair')}
                </Button>
              </>
            )}
          </Form.List>
          <Form.Item
            name="reason"
            label={t('tagging.reason')}
            htmlFor="replace_reason"
            rules={[required(t), schemaRule(t, replaceInput.shape.reason, t('tagging.reason'))]}
            style={{ marginTop: 16, maxWidth: 640 }}
          >
            <Input id="replace_reason" maxLength={200} />
          </Form.Item>
          {replace.problem ? (
            <div style={{ marginBottom: 16 }}>
              <OperationProblem problem={replace.problem} />
            </div>
          ) : null}
          <Permission roles={['replace:add']}>
            <Button type="primary" htmlType="submit" icon={<SwapOutlined />} loading={replace.running} data-testid="replace-submit">
              {t('packing.replace')}
            </Button>
          </Permission>
        </Form>
        {done ? <ReplaceResult done={done} /> : null}
      </Space>
    </Card>
  );
}

/** What a replacement did: the new codes carry on (status, product, container), the old ones read as replaced. */
function ReplaceResult({ done }: { done: Done }) {
  const { t } = useTranslation();
  const codeCell = (code: CodeState) => (
    <Space size={4} wrap>
      <CodeLink code={code.value} />
      <CodeStatusTag status={code.status} />
    </Space>
  );
  return (
    <Result
      status="success"
      title={t('packing.replacedTitle', { count: done.length })}
      subTitle={t('packing.replacedText')}
      data-testid="replace-result"
    >
      <Table<Done[number]>
        size="small"
        rowKey={(row) => row.old.value}
        dataSource={done}
        pagination={done.length > 20 ? { pageSize: 20 } : false}
        columns={[
          { title: t('packing.oldCode'), key: 'old', render: (_, row) => codeCell(row.old) },
          { title: t('codes.newCode'), key: 'new', render: (_, row) => codeCell(row.new) },
          { title: t('codes.product'), key: 'product', render: (_, row) => row.new.product_name },
          {
            title: t('codes.parent'),
            key: 'parent',
            render: (_, row) => (row.new.parent ? <Typography.Text code>{row.new.parent}</Typography.Text> : '—'),
          },
        ]}
      />
    </Result>
  );
}
