import { HOME_PAGE, routePath } from '@trace/contract/catalogue';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

/** `?noGoBack=1` sends "back" to the home page instead of the previous page. */
export function UnauthorizedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = () => (params.get('noGoBack') ? navigate(routePath(HOME_PAGE)) : navigate(-1));
  return (
    <Result
      status="403"
      title={t('common.noAccess')}
      subTitle={t('common.noAccessText')}
      extra={
        <Button type="primary" onClick={back}>
          {t('common.goBack')}
        </Button>
      }
    />
  );
}
