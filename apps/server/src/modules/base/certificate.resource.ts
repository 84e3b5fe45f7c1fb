import { certificate, certificateInput, certificateQuery } from '@trace/contract/base';
import { eq, sql } from 'drizzle-orm';
import { FieldError } from '../../platform/errors.ts';
import { requireOwned } from '../../platform/resource/references.ts';
import { defineResource } from '../../platform/resource/spec.ts';
import { productCertificates, products } from './base.table.ts';

const c = productCertificates;

/**
 * A product's certificates (`/api/base/certificates/…`), edited beside its consumer page under
 * that page's grants (`productpages`): what the scan page lists while they are valid.
 */
export const certificateResource = defineResource({
  path: 'certificates',
  menuKey: 'productpages',
  objectType: 'product_certificate',
  table: c,
  select: {
    id: c.id,
    product_id: c.product_id,
    product_name: sql<string>`coalesce((SELECT p.name FROM products p WHERE p.id = product_certificates.product_id), '')`,
    name: c.name,
    number: c.number,
    issuer: c.issuer,
    valid_from: sql<string | null>`${c.valid_from}::text`,
    valid_until: sql<string | null>`${c.valid_until}::text`,
    image: c.image,
    sort: c.sort,
    created_at: c.created_at,
    updated_at: c.updated_at,
  },
  row: certificate,
  input: certificateInput,
  query: certificateQuery,
  sorts: { sort: c.sort, name: c.name, valid_until: c.valid_until, created_at: c.created_at },
  keywordColumns: [c.name, c.number, c.issuer],
  where: (q) => [q.product_id === undefined ? undefined : eq(c.product_id, q.product_id)],
  prepare: async (ctx, input) => {
    await requireOwned(ctx, products, input.product_id, 'product_id');
    if (input.valid_from && input.valid_until && input.valid_until < input.valid_from)
      throw new FieldError('valid_until', 'validation.dateOrder');
    return { values: input };
  },
  exportColumns: (t) => [
    { header: t('base.productName'), value: (r) => r.product_name, width: 30 },
    { header: t('base.certificateName'), value: (r) => r.name, width: 30 },
    { header: t('base.certificateNumber'), value: (r) => r.number, width: 24 },
    { header: t('base.certificateIssuer'), value: (r) => r.issuer, width: 30 },
    { header: t('base.validFrom'), value: (r) => r.valid_from ?? '', width: 14 },
    { header: t('base.validUntil'), value: (r) => r.valid_until ?? '', width: 14 },
    { header: t('base.sort'), value: (r) => r.sort },
  ],
});
