import { useQueryClient } from '@tanstack/react-query';
import { titleKey } from '@trace/contract/catalogue';
import { Card, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { INQUIRY_KEY, inquiryApi } from '../../api/codes.ts';
import { CodeLookup } from '../../components/code-lookup.tsx';
import { usePermission } from '../../components/permission.tsx';
import { CAPTURES_TAB, CapturesTab } from './captures-tab.tsx';
import { CodeView } from './code-view.tsx';
import { INTEGRATION, INTEGRATION_TAB, IntegrationTokensTab } from './integration-tokens-tab.tsx';
import { RangeTable } from './range-table.tsx';

type Tab = 'code' | 'range' | typeof CAPTURES_TAB | typeof INTEGRATION_TAB;
/** The tab the URL names, among those the person may see; the code's by default. */
const tabOf = (value: string | null, tabs: readonly Tab[]): Tab => tabs.find((tab) => tab === value) ?? 'code';

/**
 * Information inquiry (`informationinquiry`): any code at any level, typed or scanned, with its
 * facts, containers, contents, history and the events partners reported about it, and the
 * operations the person may do on it; or the codes of a print file's range; or the partners' EPCIS
 * documents captured; or, behind its button, the integration tokens partner systems call the EPCIS
 * API with. The code (or the range, or the list's filters) is in the URL, so Back and links work.
 */
export default function InformationinquiryPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const code = params.get('code') ?? '';
  const open = (value: string) => setParams({ code: value });
  const mayIntegrate = usePermission([INTEGRATION]);
  const items: Array<{ key: Tab; label: string; children: ReactNode }> = [
    { key: 'code', label: t('codes.byCode'), children: <InquiryLookup code={code} onOpen={open} /> },
    { key: 'range', label: t('codes.byRange'), children: <RangeTable onOpen={open} /> },
    { key: CAPTURES_TAB, label: t('codes.partnerEvents'), children: <CapturesTab /> },
    ...(mayIntegrate ? [{ key: INTEGRATION_TAB, label: t('codes.integrationTokens'), children: <IntegrationTokensTab /> }] : []),
  ];
  const tab = tabOf(
    params.get('tab'),
    items.map((item) => item.key),
  );

  return (
    <Card title={t(titleKey('informationinquiry'))}>
      <Tabs
        activeKey={tab}
        destroyOnHidden
        // Each tab starts from its own empty state; Back returns to the other tab as it was.
        onChange={(next) => setParams(next === 'code' ? {} : { tab: next })}
        items={items}
      />
    </Card>
  );
}

/** The search and the code's view with its operations; after one, the view is read again. */
function InquiryLookup({ code, onOpen }: { code: string; onOpen: (value: string) => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return (
    <CodeLookup
      code={code}
      onOpen={onOpen}
      queryKey={[...INQUIRY_KEY, 'life']}
      load={inquiryApi.life}
      labels={{ search: t('codes.searchLabel'), hint: t('codes.searchHint'), intro: t('codes.inquiryIntro') }}
      testId="inquiry"
    >
      {(life) => <CodeView life={life} onOpen={onOpen} onChanged={() => void client.invalidateQueries({ queryKey: INQUIRY_KEY })} />}
    </CodeLookup>
  );
}
