import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_TYPE } from '@trace/contract/api';
import { titleKey } from '@trace/contract/catalogue';
import type { DashboardSummary } from '@trace/contract/sso';
import { Alert, Card, Col, Descriptions, Row, Statistic, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { fetchDashboardSummary } from '../../api/dashboard.ts';
import { SignInTable } from '../../components/sign-in-table.tsx';
import { accessiblePages, comingAreas } from '../../layout/menu.ts';
import { useExistingPages } from '../../layout/shell-pages.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { formatNumber } from '../../utils/format.ts';
import { HomeActivityCards } from './home-activity.tsx';

const count = (value: number | undefined) => (value === undefined ? undefined : formatNumber(value));

/** The figures the server gave: it leaves out those the person's grants do not cover. */
function figuresOf(data: DashboardSummary, t: TFunction) {
  const all = [
    [
      'employees',
      t('common.employeesEnabled'),
      data.employees_total === undefined || data.employees_enabled === undefined
        ? undefined
        : `${formatNumber(data.employees_enabled)} / ${formatNumber(data.employees_total)}`,
    ],
    ['roles', t('common.rolesCount'), count(data.roles)],
    ['positions', t('common.positionsCount'), count(data.positions)],
    ['signins', t('common.signInsToday'), count(data.sign_ins_today)],
    ['failures', t('common.failedSignIns24h'), count(data.failed_sign_ins_24h)],
    ['products', t('common.productsOnSale'), count(data.products)],
    ['dealers', t('common.dealersActive'), count(data.dealers)],
    ['warehouses', t('common.warehousesActive'), count(data.warehouses)],
    ['codes', t('common.codesGenerated'), count(data.codes_generated)],
    ['running', t('common.codeOrdersRunning'), count(data.code_orders_running)],
  ] as const;
  return all.filter(([, , value]) => value !== undefined);
}

/**
 * Why Home is all there is: the areas the person's roles cover that the console does not have
 * yet, or that the roles cover nothing, and whom to ask.
 */
function NothingToOpen({ coming, enterprise }: { coming: string[]; enterprise: string }) {
  const { t } = useTranslation();
  const areas = coming.map((key) => t(titleKey(key))).join(t('common.listSeparator'));
  return (
    <Alert
      type="info"
      showIcon
      data-testid="nothing-to-open"
      title={coming.length > 0 ? t('common.areasComingTitle') : t('common.noPagesTitle')}
      description={
        <>
          <p>{coming.length > 0 ? t('common.areasComing', { areas }) : t('common.noPages')}</p>
          <p style={{ marginBottom: 0 }}>{t('common.askEnterpriseAccount', { enterprise })}</p>
        </>
      }
    />
  );
}

/** Home: who you are, the figures your grants cover, and why there is nothing else when there is not. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const profile = useUserStore((s) => s.profile);
  const access = useUserStore((s) => s.access);
  const existingPages = useExistingPages();
  const summary = useQuery({ queryKey: ['dashboard', 'summary'], queryFn: fetchDashboardSummary });
  if (!profile) return null;
  const isEnterprise = profile.account_type === ACCOUNT_TYPE.ENTERPRISE;
  // Pages open to everyone (the duplicate-code query) are not what a person's grants were for.
  const opens = access ? accessiblePages(access, existingPages).some((page) => page.inMenu !== false && !page.open) : true;
  const figures = summary.data ? figuresOf(summary.data, t) : [];
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
      {!opens && access && <NothingToOpen coming={comingAreas(access, existingPages)} enterprise={profile.enterprise_name} />}
      {(summary.isPending || figures.length > 0) && (
        <Row gutter={[16, 16]} className="dashboard-figures">
          {summary.isPending && (
            <Col xs={12} md={8} xl={4}>
              <Card loading />
            </Col>
          )}
          {figures.map(([key, title, value]) => (
            <Col xs={12} md={8} xl={4} key={key}>
              <Card>
                <Statistic title={title} value={value} data-testid={`figure-${key}`} />
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <HomeActivityCards enterpriseAccount={isEnterprise} />
      <Card title={isEnterprise ? t('common.recentSignInsEnterprise') : t('common.recentSignInsMine')}>
        <SignInTable rows={summary.data?.recent_sign_ins} loading={summary.isPending} showAccount={isEnterprise} />
      </Card>
    </div>
  );
}
