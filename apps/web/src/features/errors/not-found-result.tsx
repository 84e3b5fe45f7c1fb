import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function NotFoundResult() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('common.pageNotFound')}
      subTitle={t('common.pageNotFoundText')}
      extra={
        <Link to="/">
          <Button type="primary">{t('common.backHome')}</Button>
        </Link>
      }
    />
  );
}
