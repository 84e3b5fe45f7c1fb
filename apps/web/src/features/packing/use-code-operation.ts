import { useMutation } from '@tanstack/react-query';
import type { OperationResult } from '@trace/contract/codes';
import type { FormInstance } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newOperationId, refusalOf } from '../../api/codes.ts';
import { ApiError } from '../../api/http.ts';
import { showRefusedFields } from '../../components/form-rules.ts';
import type { Problem } from '../../components/operation-problem.tsx';

/**
 * One operation of the code life cycle as a page sends it: an id made once and resent on a retry
 * (an answer lost on the way: the server then answers the first result and changes nothing), a
 * new one after success; a refusal kept to be shown in the page with each code and why, a 422
 * on the fields of `form` when there is one.
 */
export function useCodeOperation<B>(
  send: (body: B, opId: string) => Promise<OperationResult>,
  onDone: (result: OperationResult, body: B) => void,
  form?: FormInstance,
) {
  const { t } = useTranslation();
  const opId = useRef(newOperationId());
  const [problem, setProblem] = useState<Problem | null>(null);
  const mutation = useMutation({
    mutationFn: (body: B) => send(body, opId.current),
    onMutate: () => setProblem(null),
    onSuccess: (result, body) => {
      opId.current = newOperationId();
      onDone(result, body);
    },
    onError: (error) => {
      if (form && showRefusedFields(form, error)) return;
      const refusal = refusalOf(error);
      if (refusal) setProblem({ refusal, message: '' });
      // No answer (status 0): it may have been done; the same id goes with the retry, so it is safe.
      else if (error instanceof ApiError)
        setProblem({ refusal: null, message: error.statusCode === 0 ? t('packing.noAnswer') : error.message });
    },
  });
  return {
    run: mutation.mutate,
    running: mutation.isPending,
    problem,
    /** A new piece of work (another container): its first send gets a new id. */
    reset: () => {
      opId.current = newOperationId();
      setProblem(null);
    },
  };
}
