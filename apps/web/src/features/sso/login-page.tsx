import { EyeInvisibleOutlined, EyeOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_TYPE, type AccountType } from '@trace/contract/api';
import { Alert, Button, Form, Input, Segmented } from 'antd';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { fetchIcp, reportSignIn, signIn } from '../../api/sso.ts';
import { safeRedirect } from '../../app/guard.ts';
import { LanguagePicker } from '../../components/language-picker.tsx';
import { useUserStore } from '../../stores/user-store.ts';
import './login-page.css';

type LoginForm = { account_type: AccountType; account_name: string; account_password: string };

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const icp = useQuery({ queryKey: ['icp'], queryFn: fetchIcp, staleTime: Number.POSITIVE_INFINITY });

  async function submit(values: LoginForm) {
    setSubmitting(true);
    try {
      const accountName = values.account_name.trim();
      const token = await signIn({ ...values, account_name: accountName });
      useUserStore.getState().startSession({ token, name: accountName, accountType: values.account_type });
      await reportSignIn(accountName).catch(() => undefined);
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch {
      // The HTTP client has shown the server's message; the form stays as typed.
    } finally {
      setSubmitting(false);
    }
  }

  const watchCapsLock = (event: KeyboardEvent) => setCapsLock(event.getModifierState('CapsLock'));

  return (
    <div className="login-page">
      <div className="login-language">
        <LanguagePicker />
      </div>
      <main className="login-card">
        <h1 className="login-title">{t('common.appTitle')}</h1>
        <Form<LoginForm>
          layout="vertical"
          requiredMark={false}
          initialValues={{ account_type: ACCOUNT_TYPE.ENTERPRISE }}
          onFinish={submit}
          disabled={submitting}
        >
          <Form.Item name="account_type" label={t('common.accountType')}>
            <Segmented
              block
              options={[
                { value: ACCOUNT_TYPE.ENTERPRISE, label: t('common.accountTypeEnterprise') },
                { value: ACCOUNT_TYPE.EMPLOYEE, label: t('common.accountTypeEmployee') },
              ]}
            />
          </Form.Item>
          <Form.Item
            htmlFor="account_name"
            name="account_name"
            label={t('login.accountName')}
            rules={[{ required: true, whitespace: true, message: t('login.accountNameRequired') }]}
          >
            <Input id="account_name" prefix={<UserOutlined />} autoComplete="username" autoFocus maxLength={64} />
          </Form.Item>
          <Form.Item
            htmlFor="account_password"
            name="account_password"
            label={t('login.password')}
            rules={[{ required: true, message: t('login.passwordRequired') }]}
            extra={capsLock ? <span className="login-caps">{t('login.capsLock')}</span> : undefined}
          >
            <Input.Password
              id="account_password"
              prefix={<LockOutlined />}
              autoComplete="current-password"
              maxLength={128}
              onKeyDown={watchCapsLock}
              onKeyUp={watchCapsLock}
              iconRender={(visible) =>
                visible ? (
                  <EyeOutlined aria-label={t('login.hidePassword')} />
                ) : (
                  <EyeInvisibleOutlined aria-label={t('login.showPassword')} />
                )
              }
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
            {t('login.submit')}
          </Button>
        </Form>
        {params.get('redirect') && params.get('redirect') !== '/' ? (
          <Alert className="login-hint" type="info" showIcon title={t('login.signInToContinue')} />
        ) : null}
      </main>
      <footer className="login-footer">
        {icp.data?.icp_number ? (
          <a href={icp.data.icp_link || undefined} target="_blank" rel="noopener noreferrer">
            {icp.data.icp_number}
          </a>
        ) : null}
      </footer>
    </div>
  );
}
