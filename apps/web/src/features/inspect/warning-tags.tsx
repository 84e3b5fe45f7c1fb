import type { WarningKind, WarningState, WarningStrength } from '@trace/contract/risk';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Preset colours, one per state, that keep their text's contrast on their tint; live states warm, closed ones calm. */
export const STATE_COLOURS: Record<WarningState, string> = {
  open: 'orange',
  assigned: 'blue',
  confirmed: 'red',
  dismissed: 'default',
  resolved: 'green',
};
const KIND_COLOURS: Record<WarningKind, string> = { diversion: 'volcano', leak: 'gold', clone: 'magenta', over_limit: 'purple' };
const STRENGTH_COLOURS: Record<WarningStrength, string> = { strong: 'geekblue', weak: 'default' };

export function WarningStateTag({ state }: { state: WarningState }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATE_COLOURS[state]} data-testid="warning-state">
      {t(`warning.state_${state}`)}
    </Tag>
  );
}

export function WarningKindTag({ kind }: { kind: WarningKind }) {
  const { t } = useTranslation();
  return (
    <Tag color={KIND_COLOURS[kind]} data-testid="warning-kind">
      {t(`warning.kind_${kind}`)}
    </Tag>
  );
}

export function WarningStrengthTag({ strength }: { strength: WarningStrength }) {
  const { t } = useTranslation();
  return <Tag color={STRENGTH_COLOURS[strength]}>{t(`warning.strength_${strength}`)}</Tag>;
}
