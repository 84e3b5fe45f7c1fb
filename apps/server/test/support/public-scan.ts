/** Every field a public scan answer may carry: anything else would be data a consumer must not see. */
export const PUBLIC_SCAN_FIELDS = [
  'count',
  'expires_on',
  'first_query_at',
  'lot_no',
  'max_queries',
  'produced_on',
  'product',
  'recall_notice',
  'repeat_notice_from',
  'verdict',
];
