import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** The signed-in account could not be loaded for a reason that leaves the token good (no answer, "try later", a server failure): the session is kept for another try. */
export default function SessionUnreachableResult({
  message,
  onRetry,
  onSignOut,
}: {
  message: string;
  onRetry: () => void;
  onSignOut: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('common.sessionUnreachable')}
      subTitle={
        <>
          <div>{t('common.sessionUnreachableText')}</div>
          {/* The client's own words for what failed (a time-out, the network), on a line of its own. */}
          <div role="alert">{message}</div>
        </>
      }
      extra={[
        <Button key="retry" type="primary" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>,
        <Button key="sign-out" onClick={onSignOut}>
          {t('common.logout')}
        </Button>,
      ]}
    />
  );
}
