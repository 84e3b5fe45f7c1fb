import { AlertOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { warnings, warningsApi } from '../api/warnings.ts';
import { pageHref } from '../components/page-link.tsx';
import { usePermission } from '../components/permission.tsx';

/** How often the figure is read again: a warning assigned by someone else shows within this time. */
const POLL_MS = 30_000;

/**
 * The live warnings assigned to the signed-in person, in the navbar: a click opens the warnings
 * filtered to theirs. Hidden when there are none, and for an account that cannot open the page.
 */
export function MyWarningsBadge() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mayOpen = usePermission(['queryconsumerwarning']);
  const { data } = useQuery({
    queryKey: [...warnings.key, 'mine'],
    queryFn: warningsApi.mine,
    enabled: mayOpen,
    refetchInterval: POLL_MS,
  });
  const count = data?.assigned ?? 0;
  if (!mayOpen || count === 0) return null;
  const label = t('warning.mineBadge', { count });
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        onClick={() => navigate(pageHref('queryconsumerwarning', { mine: 'true' }))}
        data-testid="my-warnings"
      >
        <Badge count={count} size="small" offset={[4, -2]} overflowCount={99}>
          <AlertOutlined />
        </Badge>
      </Button>
    </Tooltip>
  );
}
