import type { CodeLife } from '@trace/contract/codes';
import { inquiryApi } from '../../api/codes.ts';
import { CodeSummary } from '../../components/code-summary.tsx';
import { ExportMenu } from '../../components/export-menu.tsx';
import { CodeActions } from './code-actions.tsx';
import { PartnerEventsCard } from './partner-events-card.tsx';

type Props = {
  life: CodeLife;
  onOpen: (value: string) => void;
  /** After an operation changed the code: the view is read again. */
  onChanged: () => void;
};

/** The information inquiry's view of a code: the shared code summary with its operations and export, and what partners reported of it. */
export function CodeView({ life, onOpen, onChanged }: Props) {
  return (
    <CodeSummary
      life={life}
      onOpen={onOpen}
      loadChildren={inquiryApi.children}
      actions={
        <>
          <CodeActions code={life.code} onDone={onChanged} />
          <ExportMenu path={inquiryApi.exportPath} permission="informationinquiry:export" filter={{ code: life.code.value }} />
        </>
      }
      after={<PartnerEventsCard code={life.code.value} />}
    />
  );
}
