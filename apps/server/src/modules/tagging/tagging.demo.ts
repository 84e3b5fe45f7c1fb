import type { Orm } from '../../db/client.ts';
import { codeRules } from './tagging.table.ts';

/** Code rules to start tagging with: no codes are generated until someone orders them. */
export async function loadDemoCodeRules(orm: Orm, enterpriseId: number): Promise<void> {
  await orm.insert(codeRules).values([
    {
      enterprise_id: enterpriseId,
      name: 'Item code, short link',
      level: 'item',
      length: 16,
      alphabet: 'crockford32',
      check_char: true,
      anti_code_length: 6,
    },
    {
      enterprise_id: enterpriseId,
      name: 'Item code, GS1 Digital Link',
      level: 'item',
      length: 16,
      alphabet: 'crockford32',
      url_form: 'digital_link',
    },
    { enterprise_id: enterpriseId, name: 'Case code', level: 'box', length: 12, alphabet: 'crockford32', prefix: 'C' },
    { enterprise_id: enterpriseId, name: 'Pallet SSCC', level: 'pallet', length: 18, alphabet: 'digits', url_form: 'sscc' },
  ]);
}
