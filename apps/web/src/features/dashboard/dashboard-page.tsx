import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_TYPE } from '@trace/contract/api';
import { Card, Col, Descriptions, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchDashboardSummary } from '../../api/dashboard.ts';
import { SignInTable } from '../../components/sign-in-table.tsx';
import { useUserStore } from '../../stores/user-store.ts';

/** Home: who you are, and the enterprise's figures that exist so far (later areas add theirs). */
export default function DashboardPage() {
  const { t } = useTranslation();
  const profile = useUserStore((s) => s.profile);
  const summary = useQuery({ queryKey: ['dashboard', 'summary'], queryFn: fetchDashboardSummary });
  if (!profile) return null;
  const isEnterprise = profile.account_type === ACCOUNT_TYPE.ENTERPRISE;
  const figures = [
    [
      'employees',
      t('common.employeesEnabled'),
      summary.data ? `${summary.data.employees_enabled} / ${summary.data.employees_total}` : undefined,
    ],
    ['roles', t('common.rolesCount'), summary.data?.roles],
    ['positions', t('common.positionsCount'), summary.data?.positions],
    ['signins', t('common.signInsToday'), summary.data?.sign_ins_today],
    ['failures', t('common.failedSignIns24h'), summary.data?.failed_sign_ins_24h],
    ['products', t('common.productsOnSale'), summary.data?.products],
    ['dealers', t('common.dealersActive'), summary.data?.dealers],
    ['warehouses', t('common.warehousesActive'), summary.data?.warehouses],
  ] as const;
  return (
    <div className="dashboard">
      <Card>
        <Typography.Title level={4} data-testid="welcome" style={{ marginTop: 0 }}>
          {t('common.welcome', { name: profile.name })}
        </Typography.Title>
        <Descriptions column={{ xs: 1, md: 3 }} size="small">
          <Descriptions.Item label={t('common.enterprise')}>
            <span data-testid="enterprise-name">{profile.enterprise_name}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('common.account')}>{profile.account_name}</Descriptions.Item>
          <Descriptions.Item label={t('common.accountType')}>
            {isEnterprise ? t('common.accountTypeEnterprise') : t('common.accountTypeEmployee')}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Row gutter={[16, 16]} className="dashboard-figures">
        {figures.map(([key, title, value]) => (
          <Col xs={12} md={8} xl={4} key={key}>
            <Card loading={summary.isPending}>
              <Statistic title={title} value={value ?? '–'} data-testid={`figure-${key}`} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card title={isEnterprise ? t('common.recentSignInsEnterprise') : t('common.recentSignInsMine')}>
        <SignInTable rows={summary.data?.recent_sign_ins} loading={summary.isPending} showAccount={isEnterprise} />
      </Card>
    </div>
  );
}
