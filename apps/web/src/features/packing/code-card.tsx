import type { CodeState } from '@trace/contract/codes';
import type { Page } from '@trace/contract/list';
import type { PackingCode } from '@trace/contract/packing';
import { Card, Descriptions, Progress, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeStatusTag } from '../../components/code-parts.tsx';
import { ContentsTree } from '../../components/contents-tree.tsx';
import { formatNumber } from '../../utils/format.ts';
import { fillOf } from './code-checks.ts';

type Props = {
  found: PackingCode;
  /** Children about to go in (packing): the fill shows them on top of what is inside. */
  pending?: number;
  loadChildren: (parent: string, page: number, pageSize: number) => Promise<Page<CodeState>>;
  checked?: string[];
  onCheck?: (values: string[]) => void;
  extra?: ReactNode;
};

/** A container or code being worked on: level, status, product, place, fill against its packaging hierarchy, and its contents. */
export function CodeCard({ found, pending = 0, loadChildren, checked, onCheck, extra }: Props) {
  const { t } = useTranslation();
  const { code } = found;
  const { filled, capacity } = fillOf(found, pending);
  const dash = <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Card
      size="small"
      data-testid="code-card"
      title={
        <Space wrap size={8}>
          <Typography.Text code copyable data-testid="card-code">
            {code.value}
          </Typography.Text>
          <Tag>{t(`tagging.level_${code.level}`)}</Tag>
          <CodeStatusTag status={code.status} />
        </Space>
      }
      extra={extra}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'product', label: t('codes.product'), children: code.product_name || dash },
            { key: 'holder', label: t('codes.holder'), children: code.holder_name || dash },
            {
              key: 'parent',
              label: t('codes.parent'),
              children: code.parent ? <Typography.Text code>{code.parent}</Typography.Text> : dash,
            },
            ...(code.level === 'item'
              ? []
              : [
                  {
                    key: 'fill',
                    label: t('packing.fill'),
                    children: (
                      <Space orientation="vertical" size={0} style={{ width: '100%' }} data-testid="card-fill">
                        <Typography.Text>
                          {capacity === null
                            ? t('packing.fillNoHierarchy', { count: filled })
                            : t('packing.fillOf', { filled: formatNumber(filled), capacity: formatNumber(capacity) })}
                        </Typography.Text>
                        {capacity === null ? null : (
                          <Progress
                            percent={Math.min(100, Math.round((filled / capacity) * 100))}
                            status={filled > capacity ? 'exception' : filled === capacity ? 'success' : 'normal'}
                            showInfo={false}
                            aria-label={t('packing.fill')}
                          />
                        )}
                      </Space>
                    ),
                  },
                ]),
          ]}
        />
        {code.level === 'item' ? null : (
          <Space orientation="vertical" size={4} style={{ width: '100%' }}>
            <Typography.Text strong>{t('codes.contentsTitle', { count: code.child_count })}</Typography.Text>
            <ContentsTree code={code} loadChildren={loadChildren} checked={checked} onCheck={onCheck} />
          </Space>
        )}
      </Space>
    </Card>
  );
}
