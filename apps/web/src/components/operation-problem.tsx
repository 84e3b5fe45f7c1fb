import type { OperationRefusal } from '@trace/contract/codes';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { refusalOf } from '../api/codes.ts';
import { ApiError } from '../api/http.ts';

/** What stopped an operation of the code life cycle: the codes and why, or one sentence (an operation id used twice). */
export type Problem = { refusal: OperationRefusal | null; message: string };

/** What a failed operation shows in its dialog: the codes that stopped it, or its message; null for a refusal of fields (422, shown on them). */
export function problemOf(error: unknown): Problem | null {
  const refusal = refusalOf(error);
  if (refusal) return { refusal, message: '' };
  if (error instanceof ApiError && error.statusCode !== 422) return { refusal: null, message: error.message };
  return null;
}

/** The codes that stopped the operation, each with why; nothing was changed. */
export function OperationProblem({ problem }: { problem: Problem }) {
  const { t } = useTranslation();
  if (!problem.refusal) return <Alert type="error" showIcon title={problem.message} data-testid="action-problem" />;
  const { refused, total } = problem.refusal;
  return (
    <Alert
      type="error"
      showIcon
      data-testid="action-problem"
      title={t('codes.refusedTitle', { count: total })}
      description={
        <>
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {refused.map((item) => (
              <li key={item.code} data-testid="refused-code">
                <Typography.Text code>{item.code}</Typography.Text> {item.message}
              </li>
            ))}
          </ul>
          {total > refused.length ? <Typography.Text>{t('codes.refusedMore', { count: total - refused.length })}</Typography.Text> : null}
        </>
      }
    />
  );
}
