import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../api/feedback.ts';
import { type Body, write } from '../../api/http.ts';

/** Switches a rule off or on; allowed for rules that issued codes. */
export function useSetRuleStatus() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<'/api/tagging/coderules/disable'>) => write('/api/tagging/coderules/disable', body),
    onSuccess: () => {
      toastSuccess(t('base.saved'));
      void client.invalidateQueries({ queryKey: ['tagging'] });
    },
  });
}
