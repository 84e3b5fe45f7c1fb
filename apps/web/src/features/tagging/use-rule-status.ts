import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../api/feedback.ts';
import { request } from '../../api/http.ts';

/** Switches a rule off or on; allowed for rules that issued codes. */
export function useSetRuleStatus() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; status: number }) =>
      request<null>('/api/tagging/coderules/disable', { method: 'POST', body, client: 'auth' }),
    onSuccess: () => {
      toastSuccess(t('base.saved'));
      void client.invalidateQueries({ queryKey: ['tagging'] });
    },
  });
}
