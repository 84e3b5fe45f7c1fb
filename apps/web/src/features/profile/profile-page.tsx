import { UserOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ACCOUNT_TYPE } from '@trace/contract/api';
import { PASSWORD_MAX, PASSWORD_MIN, passwordProblem } from '@trace/contract/validation';
import { refusalSentence } from '@trace/i18n/refusal';
import { Avatar, Button, Card, Col, Descriptions, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeOwnPassword, fetchMySignIns } from '../../api/dashboard.ts';
import { toastSuccess } from '../../api/feedback.ts';
import { refusedField } from '../../components/form-rules.ts';
import { SignInTable } from '../../components/sign-in-table.tsx';
import { useUserStore } from '../../stores/user-store.ts';

type PasswordForm = { old_password: string; new_password: string; confirm: string };

/** Account facts, own password change (other sessions end), and recent sign-ins. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const profile = useUserStore((s) => s.profile);
  const [form] = Form.useForm<PasswordForm>();
  const signIns = useQuery({ queryKey: ['profile', 'sign-ins'], queryFn: () => fetchMySignIns(10) });
  const change = useMutation({
    mutationFn: changeOwnPassword,
    onSuccess: () => {
      form.resetFields();
      toastSuccess(t('common.passwordChanged'));
    },
    onError: (error) => {
      const field = refusedField(error, ['new_password'] as const);
      if (field) form.setFields([{ name: field, errors: [error.message] }]);
    },
  });
  if (!profile) return null;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <Card title={t('common.aboutMe')}>
          <div className="profile-avatar">
            <Avatar size={96} src={profile.avatar || undefined} alt="" icon={<UserOutlined />} />
            <h3>{profile.name}</h3>
          </div>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('common.account')}>{profile.account_name}</Descriptions.Item>
            <Descriptions.Item label={t('common.accountType')}>
              {profile.account_type === ACCOUNT_TYPE.ENTERPRISE ? t('common.accountTypeEnterprise') : t('common.accountTypeEmployee')}
            </Descriptions.Item>
            <Descriptions.Item label={t('common.enterprise')}>{profile.enterprise_name}</Descriptions.Item>
            {profile.introduction ? <Descriptions.Item label={t('common.introduction')}>{profile.introduction}</Descriptions.Item> : null}
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card title={t('common.changePassword')}>
          <Form<PasswordForm>
            form={form}
            layout="vertical"
            onFinish={({ old_password, new_password }) => change.mutate({ old_password, new_password })}
            disabled={change.isPending}
            style={{ maxWidth: 420 }}
          >
            <Form.Item
              htmlFor="old_password"
              name="old_password"
              label={t('common.currentPassword')}
              rules={[{ required: true, message: t('common.fieldRequired') }]}
            >
              <Input.Password id="old_password" autoComplete="current-password" maxLength={128} />
            </Form.Item>
            <Form.Item
              htmlFor="new_password"
              name="new_password"
              label={t('common.newPassword')}
              extra={t('common.passwordPolicy', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
              rules={[
                { required: true, message: t('common.fieldRequired') },
                {
                  validator: async (_, value: string) => {
                    const problem = value ? passwordProblem(value, profile.account_name) : null;
                    if (problem)
                      throw new Error(
                        refusalSentence(t, {
                          label: t('common.newPassword'),
                          reasonKey: problem,
                          vars: { min: PASSWORD_MIN, max: PASSWORD_MAX },
                        }),
                      );
                  },
                },
              ]}
            >
              <Input.Password id="new_password" autoComplete="new-password" maxLength={PASSWORD_MAX} />
            </Form.Item>
            <Form.Item
              htmlFor="confirm_password"
              name="confirm"
              label={t('common.confirmPassword')}
              dependencies={['new_password']}
              rules={[
                { required: true, message: t('common.fieldRequired') },
                ({ getFieldValue }) => ({
                  validator: async (_, value: string) => {
                    if (value && value !== getFieldValue('new_password')) throw new Error(t('common.passwordsDiffer'));
                  },
                }),
              ]}
            >
              <Input.Password id="confirm_password" autoComplete="new-password" maxLength={PASSWORD_MAX} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={change.isPending}>
              {t('common.save')}
            </Button>
          </Form>
        </Card>
        <Card title={t('common.recentSignInsMine')} style={{ marginTop: 16 }}>
          <SignInTable rows={signIns.data} loading={signIns.isPending} showAccount={false} />
        </Card>
      </Col>
    </Row>
  );
}
