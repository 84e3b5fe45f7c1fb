import type { SignInRecord } from '@trace/contract/sso';
import { Table, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { describeUserAgent } from '../utils/user-agent.ts';
import { formatTime, parseTime } from './time.ts';

const OUTCOME_COLOUR = { success: 'green', failure: 'red', locked: 'orange' } as const;

/** Sign-in records: when (relative, exact on hover), who, from where, with what result. */
export function SignInTable({ rows, loading, showAccount }: { rows: SignInRecord[] | undefined; loading: boolean; showAccount: boolean }) {
  const { t } = useTranslation();
  return (
    <Table<SignInRecord>
      size="small"
      rowKey={(row) => `${row.created_at}-${row.account_name}-${row.ip}`}
      loading={loading}
      dataSource={rows}
      pagination={false}
      columns={[
        {
          title: t('common.time'),
          dataIndex: 'created_at',
          render: (value: string) => <Tooltip title={parseTime(value)}>{formatTime(value)}</Tooltip>,
        },
        ...(showAccount ? [{ title: t('common.account'), dataIndex: 'account_name' }] : []),
        { title: t('common.ipAddress'), dataIndex: 'ip' },
        {
          title: t('common.result'),
          dataIndex: 'outcome',
          render: (outcome: SignInRecord['outcome']) => <Tag color={OUTCOME_COLOUR[outcome]}>{t(`common.outcome_${outcome}`)}</Tag>,
        },
        {
          title: t('common.browser'),
          dataIndex: 'user_agent',
          ellipsis: { showTitle: false },
          render: (ua: string) => <Tooltip title={ua}>{describeUserAgent(ua)}</Tooltip>,
        },
      ]}
    />
  );
}
