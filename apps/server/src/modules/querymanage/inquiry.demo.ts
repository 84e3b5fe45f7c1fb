import type { InquiryLanguage, InquiryStatus } from '@trace/contract/inquiry';
import type { Orm } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { demoLatestScansOf } from '../scan/scan.public.ts';
import { maskedContact } from './contact-mask.ts';
import { consumerInquiries } from './inquiry.table.ts';

const MINUTE_MS = 60_000;
const INQUIRIES = 30;
/** Of them, about labels that did not show as genuine. */
const DOUBTFUL = 6;

/** What consumers write, in their languages: doubts about a repeat query or a leaked label, dates, damage, where to buy. */
const MESSAGES: Array<[InquiryLanguage, string]> = [
  ['zh', '扫码显示这个码已经被查询过多次，是不是假货？'],
  ['en', 'The page says this code was queried before, but I only just opened the bottle. Is it fake?'],
  ['es', '¿Es original este producto? La etiqueta parece diferente a la de la tienda.'],
  ['ja', 'このコードは既に照会済みと表示されました。偽物でしょうか？'],
  ['zh', '请问这个批次的生产日期和保质期在哪里看？'],
  ['en', 'Where can I find the expiry date of this lot?'],
  ['zh', '包装有破损，可以换货吗？'],
  ['es', '¿Dónde puedo comprar este producto en Madrid?'],
  ['ja', '賞味期限はどこで確認できますか？'],
  ['zh', '扫码后显示的产品和我买的不一样。'],
  ['en', 'The scratch-off layer was already scratched when I bought it.'],
  ['zh', '防伪码刮开后看不清楚，怎么办？'],
  ['ja', 'ラベルの印字がかすれて読めません。'],
  ['es', 'El código ya había sido consultado antes de que yo lo comprara.'],
  ['zh', '味道和以前买的不太一样，想确认一下真假。'],
  ['en', 'Great product, thank you for showing where it comes from.'],
  ['ja', '正規品を購入できる店舗を教えてください。'],
  ['zh', '瓶盖上的码和箱子上的码对不上。'],
  ['es', 'La botella llegó con el precinto roto.'],
  ['en', 'Do you sell this in Singapore?'],
];

const CONTACTS = ['13812345678', 'li.wei@example.com', '', '+34 612 345 678', 'wx_tanaka88', '', '15900001234', 'ana.garcia@example.es'];

/** Replies as staff type them: the console's text rule holds them to Latin letters and few symbols. */
const REPLIES = [
  'Thank you. This code is genuine and your query was its first one. Please keep the receipt.',
  'Gracias por su consulta. El producto es original y lo vendió un distribuidor autorizado.',
  'We checked the code. It was sold by an authorised dealer. Please ask the shop for an exchange.',
  'The lot and dates are on the scan page under the product. Thank you for asking.',
];

/**
 * Demo consumer inquiries: thirty messages in four languages left on the scan page over the last
 * weeks, each some minutes after a real demo scan of its code (genuine ones and leaked or voided
 * labels alike) and from that scan's network; the older ones replied to or closed by the
 * enterprise account, the newest still open.
 */
export async function loadDemoInquiries(ctx: { orm: Orm; enterpriseId: number; accountId: number; app: { clock: Clock } }): Promise<void> {
  const scans = await demoLatestScansOf(ctx);
  // A few about labels that were not genuine (leaked, voided, replaced, on another product), the rest spread over the genuine ones.
  const doubtful = scans.filter((scan) => !scan.verdict.startsWith('genuine') && scan.verdict !== 'over_limit').slice(0, DOUBTFUL);
  const genuine = scans.filter((scan) => !doubtful.includes(scan));
  const step = Math.max(1, Math.floor(genuine.length / (INQUIRIES - doubtful.length)));
  const chosen = [...doubtful, ...genuine.filter((_, i) => i % step === 0).slice(0, INQUIRIES - doubtful.length)];
  const now = ctx.app.clock.now().getTime();
  const rows = chosen
    .map((scan, i) => ({ scan, i, at: new Date(new Date(scan.occurred_at).getTime() + (5 + ((i * 7) % 50)) * MINUTE_MS) }))
    .filter(({ at }) => at.getTime() < now)
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map(({ scan, i, at }, order, all) => {
      const [language, content] = MESSAGES[i % MESSAGES.length] as [InquiryLanguage, string];
      // The newest third is still open; of the rest two in three were replied to, some of those closed since.
      const status: InquiryStatus = order >= (all.length * 2) / 3 ? 'open' : order % 3 === 2 ? 'closed' : 'replied';
      const replied = status === 'replied' || (status === 'closed' && order % 2 === 0);
      const handledAt = status === 'open' ? null : new Date(Math.min(now, at.getTime() + (2 + (order % 20)) * 60 * MINUTE_MS));
      return {
        enterprise_id: ctx.enterpriseId,
        code_id: Number(scan.code_id),
        raw_value: scan.raw_value,
        content,
        contact_masked: maskedContact(CONTACTS[i % CONTACTS.length]),
        language,
        status,
        reply: replied ? (REPLIES[order % REPLIES.length] as string) : '',
        handled_by: status === 'open' ? null : ctx.accountId,
        handled_at: handledAt,
        network: scan.address,
        created_at: at,
      };
    });
  if (rows.length > 0) await ctx.orm.insert(consumerInquiries).values(rows);
}
