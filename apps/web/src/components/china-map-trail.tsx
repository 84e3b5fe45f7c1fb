import { Breadcrumb, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** Where a map of China stands: the country, or the country (a link back to it) and the province shown. */
export function ChinaMapTrail({ province, onCountry }: { province?: string; onCountry: () => void }) {
  const { t } = useTranslation();
  return (
    <Breadcrumb
      data-testid="map-breadcrumb"
      items={[
        {
          title: province ? (
            <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={onCountry}>
              {t('scan.mapChina')}
            </Button>
          ) : (
            t('scan.mapChina')
          ),
        },
        ...(province ? [{ title: province }] : []),
      ]}
    />
  );
}
