import type { InspectionVerdict } from '@trace/contract/inspection';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Preset colours, whose text keeps WCAG contrast on their tint; one per verdict on every page. */
const VERDICT_COLOURS: Record<InspectionVerdict, string> = {
  in_region: 'green',
  out_of_region: 'red',
  not_shipped: 'orange',
  copied: 'magenta',
  unknown: 'default',
};

export function VerdictTag({ verdict }: { verdict: InspectionVerdict }) {
  const { t } = useTranslation();
  return (
    <Tag color={VERDICT_COLOURS[verdict]} data-testid="inspection-verdict">
      {t(`inspection.verdict_${verdict}`)}
    </Tag>
  );
}

/** A map's page at the point, in a new tab: the console has no street map of its own. */
export const mapHref = (lat: string, lng: string) => `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
