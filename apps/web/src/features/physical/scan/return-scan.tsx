import { routePath } from '@trace/contract/catalogue';
import type { ReturnOrder, ReturnScanOutcome } from '@trace/contract/returns';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { returnOrders, returnsApi } from '../../../api/returns.ts';
import { RequireButton } from '../../../components/require-button.tsx';
import {
  ScanConfirmBar,
  ScanDocumentState,
  ScanInput,
  ScannedCodes,
  ScanStation,
  useScannedDocument,
  useScanStation,
} from '../../../components/scan-station.tsx';
import { formatNumber } from '../../../utils/format.ts';
import { ReturnStatusTag } from '../return-parts.tsx';

/**
 * Return scanning (`/physical/refund/scan/:id`): the outbound scanning page's column for a phone
 * or a PDA, for a dealer's return. Codes are read at any level; each read says what came back (its
 * items) or why not; a wrong scan comes off; one button confirms the return, and the page then
 * shows what came back.
 */
export default function ReturnScan() {
  return (
    <RequireButton code="refund:update">
      <Scanning />
    </RequireButton>
  );
}

function Scanning() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const station = useScanStation();
  const {
    document: order,
    codes,
    scan,
    unscan,
    confirmed: returned,
    askToConfirm,
  } = useScannedDocument<ReturnOrder>({
    station,
    resourceKey: returnOrders.key,
    id,
    detail: returnOrders.detail,
    codes: (returnId) => returnsApi.codes(returnId, 1, 200),
    scan: async (returnId, value) => {
      const { outcomes, return: next } = await returnsApi.scan(returnId, [value]);
      return { read: outcomes[0] as ReturnScanOutcome, document: next };
    },
    unscan: async (returnId, value) => (await returnsApi.unscan(returnId, [value])).return,
    removed: (code) => t('physical.returnScanRemoved', { code }),
    confirm: returnsApi.confirm,
  });
  const current = order.data;
  const open = current?.status === 'draft';

  const confirm = () => {
    if (!current) return;
    askToConfirm({
      title: t('physical.returnScanConfirmTitle', { dealer: current.dealer_name, codes: current.code_count, items: current.item_count }),
      content: t('physical.returnScanConfirmText', { warehouse: current.warehouse_name }),
      okText: t('physical.returnScanConfirm'),
      okId: 'return-confirm-ok',
    });
  };

  if (!Number.isInteger(id) || id <= 0) return <Alert type="error" showIcon title={t('common.pageNotFound')} />;
  return (
    <ScanStation
      station={station}
      testId="return-scan"
      title={current ? `${current.return_no} ← ${current.dealer_name}` : t('physical.returnScanTitle')}
      subtitle={
        current && (
          <>
            {current.warehouse_name} · {t('common.labelValue', { label: t('physical.items'), value: formatNumber(current.item_count) })}{' '}
            <ReturnStatusTag status={current.status} />
          </>
        )
      }
      back={{ to: routePath('refund'), label: t('menu.refund') }}
    >
      {order.isError && <Alert type="error" showIcon title={t('common.pageNotFound')} />}
      <ScanDocumentState
        done={
          returned && {
            text: t('physical.returnConfirmed', { codes: returned.code_count, items: returned.item_count }),
            links: [{ to: routePath('refund'), label: t('menu.refund') }],
          }
        }
        closed={current && !open ? t('physical.returnNotDraft', { status: t(`physical.returnStatus_${current.status}`) }) : undefined}
      />
      <ScanInput input={station.input} feedback={station.feedback} open={open} onCode={(value) => !scan.isPending && scan.mutate(value)} />
      <ScannedCodes
        title={t('physical.returnCodesTitle', { return: current?.return_no ?? '' })}
        total={codes.data?.total ?? 0}
        empty={t('physical.returnScanEmpty')}
        codes={codes.data?.list ?? []}
        open={open}
        removeTitle={(code) => t('physical.returnScanRemoveTitle', { code })}
        onRemove={(code) => unscan.mutateAsync(code)}
      />
      {open && <ScanConfirmBar label={t('physical.returnScanConfirm')} disabled={!current || current.code_count === 0} onClick={confirm} />}
    </ScanStation>
  );
}
