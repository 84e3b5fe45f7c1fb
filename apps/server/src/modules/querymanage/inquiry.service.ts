import type { InquiryStatus, PublicInquiryInput } from '@trace/contract/inquiry';
import { and, eq } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit.ts';
import { type Context, inTransaction, type PublicContext } from '../../platform/context.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { resourceService } from '../../platform/resource/service.ts';
import { hostEnterpriseOf, scannedCodeOf, truncatedAddress } from '../scan/scan.public.ts';
import { maskedContact } from './contact-mask.ts';
import { inquiryResource } from './inquiry.resource.ts';
import { consumerInquiries } from './inquiry.table.ts';

const q = consumerInquiries;
export const inquiryService = resourceService(inquiryResource);

/**
 * LEAVE: a consumer's message about the code they scanned, stored for the code's enterprise with
 * the contact masked and the address as its network. A text that names no code is not stored
 * (no enterprise could read it), and the caller is not told: the answer is the same either way.
 */
export async function leaveInquiry(ctx: PublicContext, input: PublicInquiryInput): Promise<{ received: true }> {
  const code = await scannedCodeOf(ctx, { text: input.code, hostOf: await hostEnterpriseOf(ctx) });
  if (code) {
    await ctx.orm.insert(q).values({
      enterprise_id: code.enterpriseId,
      code_id: code.id,
      raw_value: input.code,
      content: input.content,
      contact_masked: maskedContact(input.contact),
      language: input.language ?? ctx.request.lang,
      network: truncatedAddress(ctx.request.ip),
      created_at: ctx.app.clock.now(),
    });
  }
  return { received: true };
}

/**
 * REPLY to an open inquiry, or CLOSE an open or replied one: who and when are kept, the change is
 * audited. The row is locked first, so a second person's click finds the first one's outcome and
 * is refused (409) rather than overwriting it; a closed inquiry stays closed.
 */
function handle(ctx: Context, id: number, to: Exclude<InquiryStatus, 'open'>, reply?: string) {
  return inTransaction(ctx, async (tx) => {
    const [row] = await tx.orm
      .select()
      .from(q)
      .where(and(eq(q.enterprise_id, tx.enterpriseId), eq(q.id, id)))
      .for('update');
    if (!row) throw notFound();
    const allowed = to === 'replied' ? row.status === 'open' : row.status !== 'closed';
    if (!allowed) throw conflict('errors.inquiryHandled', { status: tx.t(`scan.inquiryStatus_${row.status}`) });
    await tx.orm
      .update(q)
      .set({ status: to, ...(reply === undefined ? {} : { reply }), handled_by: tx.accountId, handled_at: tx.app.clock.now() })
      .where(eq(q.id, id));
    const after = await inquiryService.find(tx, id);
    await writeAudit(tx, {
      action: `consumer_inquiry.${to === 'replied' ? 'reply' : 'close'}`,
      objectType: 'consumer_inquiry',
      objectId: id,
      before: row,
      after,
    });
    return after;
  });
}

export type InquiryReply = { id: number; reply: string };

export const replyInquiry = (ctx: Context, { id, reply }: InquiryReply) => handle(ctx, id, 'replied', reply);
export const closeInquiry = (ctx: Context, id: number) => handle(ctx, id, 'closed');
