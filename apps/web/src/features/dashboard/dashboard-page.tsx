import { ACCOUNT_TYPE, ADMIN_ROLE } from '@trace/contract/api';
import { Card, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '../../stores/user-store.ts';

/** The signed-in landing page: who you are, for which enterprise, with what grants. */
export function DashboardPage() {
  const { t } = useTranslation();
  const profile = useUserStore((s) => s.profile);
  const roles = useUserStore((s) => s.roles) ?? [];
  if (!profile) return null;
  const isAdmin = roles.includes(ADMIN_ROLE);
  return (
    <Card>
      <Typography.Title level={4} data-testid="welcome">
        {t('common.welcome', { name: profile.name })}
      </Typography.Title>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('common.enterprise')}>
          <span data-testid="enterprise-name">{profile.enterprise_name}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('common.account')}>{profile.account_name}</Descriptions.Item>
        <Descriptions.Item label={t('common.accountType')}>
          {profile.account_type === ACCOUNT_TYPE.ENTERPRISE ? t('common.accountTypeEnterprise') : t('common.accountTypeEmployee')}
        </Descriptions.Item>
        <Descriptions.Item label={t('common.permissions')}>
          {isAdmin ? <Tag color="blue">{t('common.allPermissions')}</Tag> : t('common.grantedCount', { count: roles.length })}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
