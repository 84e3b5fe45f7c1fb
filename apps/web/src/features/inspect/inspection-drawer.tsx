import type { Inspection } from '@trace/contract/inspection';
import { Descriptions, Drawer, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { parseTime } from '../../components/time.ts';
import { mapHref, VerdictTag } from './inspection-parts.tsx';
import { InspectionPhoto } from './inspection-photo.tsx';
import { WarningLink } from './warning-link.tsx';

/** One inspection as recorded: who, when, where (with a map link), the code's facts, the store, the note and the photos. */
export function InspectionDrawer({ inspection, onClose }: { inspection: Inspection | null; onClose: () => void }) {
  const { t } = useTranslation();
  const row = inspection;
  const none = t('inspection.none');
  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      width="min(640px, 100vw)"
      title={row ? t('inspection.detailTitle', { code: row.code || row.raw_value }) : ''}
      data-testid="inspection-drawer"
    >
      {row && (
        <>
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              { key: 'at', label: t('inspection.inspectedAt'), children: parseTime(row.inspected_at) },
              { key: 'who', label: t('inspection.inspector'), children: row.inspector_name },
              {
                key: 'code',
                label: t('scan.code'),
                children: (
                  <Typography.Text code copyable>
                    {row.code || row.raw_value}
                  </Typography.Text>
                ),
              },
              { key: 'verdict', label: t('inspection.verdict'), children: <VerdictTag verdict={row.verdict} /> },
              { key: 'product', label: t('scan.product'), children: row.product_name || none },
              { key: 'lot', label: t('codes.lot'), children: row.lot_no || none },
              { key: 'dealer', label: t('physical.dealer'), children: row.dealer_name || none },
              { key: 'region', label: t('inspection.region'), children: row.region_name || none },
              {
                key: 'position',
                label: t('inspection.position'),
                children:
                  row.lat && row.lng ? (
                    <span data-testid="inspection-point">
                      {row.lat}, {row.lng} ·{' '}
                      <a href={mapHref(row.lat, row.lng)} target="_blank" rel="noreferrer">
                        {t('inspection.openMap')}
                      </a>
                    </span>
                  ) : (
                    none
                  ),
              },
              { key: 'store', label: t('inspection.storeName'), children: row.store_name || none },
              { key: 'address', label: t('inspection.storeAddress'), children: row.store_address || none },
              { key: 'note', label: t('inspection.note'), children: <span style={{ whiteSpace: 'pre-wrap' }}>{row.note || none}</span> },
              {
                key: 'warning',
                label: t('inspection.warning'),
                children: row.warning_id !== null ? <WarningLink id={row.warning_id} /> : none,
              },
            ]}
          />
          <h3 className="inspection-photos-title">{t('inspection.photos')}</h3>
          {row.photos.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('inspection.noPhotos')} />
          ) : (
            <div className="inspection-photos">
              {row.photos.map((name, index) => (
                <InspectionPhoto key={name} name={name} alt={t('inspection.photoAlt', { n: index + 1 })} />
              ))}
            </div>
          )}
        </>
      )}
    </Drawer>
  );
}
