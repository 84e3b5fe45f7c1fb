import { Button, Popconfirm, Switch } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = {
  on: boolean;
  onChange: (next: boolean) => void;
  /** Asked before switching off, naming what stops (e.g. "Disable Ann? She can no longer sign in."). */
  question: string;
  /** A switch in a table cell, or a link-style button with its own labels. */
  as?: 'switch' | { on: string; off: string };
  disabled?: boolean;
  loading?: boolean;
  testId?: string;
  ariaLabel?: string;
};

/**
 * An enabled/disabled toggle in a list row. Switching off stops something for other people, so it
 * asks first; switching on acts at once.
 */
export function ConfirmToggle({ on, onChange, question, as = 'switch', disabled, loading, testId, ariaLabel }: Props) {
  const { t } = useTranslation();
  const control =
    as === 'switch' ? (
      <Switch
        size="small"
        checked={on}
        disabled={disabled}
        loading={loading}
        onChange={on ? undefined : () => onChange(true)}
        data-testid={testId}
        aria-label={ariaLabel}
      />
    ) : (
      <Button
        type="link"
        size="small"
        disabled={disabled}
        loading={loading}
        onClick={on ? undefined : () => onChange(true)}
        data-testid={testId}
      >
        {on ? as.off : as.on}
      </Button>
    );
  if (!on) return control;
  return (
    <Popconfirm
      title={question}
      okText={t('common.confirmOff')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      onConfirm={() => onChange(false)}
      disabled={disabled}
    >
      {control}
    </Popconfirm>
  );
}
