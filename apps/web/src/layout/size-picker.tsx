import { ColumnHeightOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toastSuccess } from '../api/feedback.ts';
import { SIZES, type Size, useAppStore } from '../stores/app-store.ts';
import { useTagsViewStore } from '../stores/tags-view-store.ts';

/** default, medium, small, mini; the choice lives in the `size` cookie and re-mounts the page. */
export function SizePicker() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const size = useAppStore((s) => s.size);
  return (
    <Tooltip title={t('common.globalSize')}>
      <Dropdown
        trigger={['click']}
        menu={{
          selectedKeys: [size],
          items: SIZES.map((key) => ({ key, label: t(`common.size_${key}`), disabled: key === size })),
          onClick: ({ key }) => {
            useAppStore.getState().setSize(key as Size);
            useTagsViewStore.getState().uncacheAll();
            navigate(`/redirect${pathname}${search}`, { replace: true });
            toastSuccess(t('common.switchSizeSuccess'));
          },
        }}
      >
        <Button type="text" icon={<ColumnHeightOutlined />} aria-label={t('common.globalSize')} data-testid="size-picker" />
      </Dropdown>
    </Tooltip>
  );
}
