/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { attributeNameOf, type PageCertificate } from '@trace/contract/base';
import type { ScanVerdict } from '@trace/contract/scan';
import type { ScanBlock } from '@trace/contract/scan-template';
import type { ReactNode } from 'react';
import { GENUINE_VERDICTS, HELD_VERDICTS, type PageProduct, type ScanView, type Translate } from './view.ts';

/**
 * The consumer scan page's blocks in plain React and CSS (no console UI library): the server
 * renders them for a scan, and the console's template preview shows them in a phone-sized frame.
 * Forms work through the page's small script (client.ts); everything else shows without scripts.
 */
export type ScanPageProps = { blocks: ScanBlock[]; view: ScanView; t: Translate; language?: string };

/** How a verdict looks: good news, a warning, or a label not to trust. */
const TONE: Record<ScanVerdict, 'good' | 'warn' | 'bad'> = {
  genuine_first: 'good',
  genuine_repeat: 'warn',
  over_limit: 'bad',
  not_found: 'bad',
  mismatch: 'bad',
  voided: 'bad',
  replaced: 'bad',
  not_activated: 'bad',
  recalled: 'bad',
  on_hold: 'warn',
};
const MARK = { good: '✓', warn: '!', bad: '✕' } as const;

/**
 * The verdict's explanation. Below the repeat-notice threshold a counted query is still "genuine,
 * first" (no warning), but only the very first one is told it is the first query.
 */
function detailKey(view: ScanView): string {
  return view.verdict === 'genuine_first' && view.count > 1 ? 'detail_genuine_counted' : `detail_${view.verdict}`;
}

function Verdict({ view, t }: { view: ScanView; t: Translate }) {
  const tone = TONE[view.verdict];
  const vars = { count: view.count, time: view.firstQueryAt, max: view.maxQueries };
  return (
    <section className={`scan-block scan-verdict scan-${tone}`} data-block="verdict" data-verdict={view.verdict}>
      <div className="scan-verdict-mark" aria-hidden="true">
        {MARK[tone]}
      </div>
      <h1>{t(`consumer.title_${view.verdict}`)}</h1>
      <p>{t(`consumer.${detailKey(view)}`, vars)}</p>
      {view.verdict === 'recalled' && view.recallNotice ? (
        <div className="scan-recall-notice" data-notice="recall">
          <h2>{t('consumer.recallNotice')}</h2>
          <p>{view.recallNotice}</p>
        </div>
      ) : null}
    </section>
  );
}

/** Labelled facts (message key, value), those with a value only; nothing when none has one. */
function Attributes({ facts, t }: { facts: Array<[string, string | null | undefined]>; t: Translate }) {
  const shown = facts.filter(([, value]) => value);
  if (shown.length === 0) return null;
  return (
    <dl className="scan-attributes">
      {shown.map(([key, value]) => (
        <div key={key}>
          <dt>{t(key)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Each packaging level as the visitor's language says it ("24 × Bottle" a case), from the case up; '' without levels. */
function packagingText(product: PageProduct, t: Translate): string {
  return product.packaging
    .slice(1)
    .map((level, i) =>
      t('consumer.packagingLevel', { unit: level.unit_name, quantity: level.quantity, of: product.packaging[i]?.unit_name ?? '' }),
    )
    .join(' · ');
}

function Facts({ view, t }: { view: ScanView; t: Translate }) {
  return (
    <Attributes
      facts={[
        ['consumer.lotNo', view.lotNo],
        ['consumer.producedOn', view.producedOn],
        ['consumer.expiresOn', view.expiresOn],
        ['consumer.packaging', view.product ? packagingText(view.product, t) : ''],
      ]}
      t={t}
    />
  );
}

/** An attribute's name: a named one in the visitor's language, the brand's own as the brand wrote it. */
function attributeLabel(key: string, t: Translate): string {
  const name = attributeNameOf(key);
  return name ? t(`consumer.attribute_${name}`) : key;
}

/** Whose product or page it is: the brand's (or enterprise's) logo and name. */
function Maker({ name, logo }: { name: string; logo: string }) {
  if (!name && !logo) return null;
  return (
    <p className="scan-maker" data-testid="scan-maker">
      {logo ? <img src={logo} alt="" width={32} height={32} /> : null}
      <span>{name}</span>
    </p>
  );
}

function Product({ view, t }: { view: ScanView; t: Translate }) {
  const product = view.product;
  if (!product) return null;
  return (
    <section className="scan-block" data-block="product">
      <Maker name={product.brand_name} logo={product.brand_logo} />
      {product.images[0] ? <img className="scan-product-image" src={product.images[0]} alt={product.name} /> : null}
      <h2>{product.name}</h2>
      {product.specification ? <p className="scan-muted">{product.specification}</p> : null}
      {product.description ? <p>{product.description}</p> : null}
      <Facts view={view} t={t} />
      {product.attributes.length > 0 ? (
        <dl className="scan-attributes">
          {product.attributes.map((a) => (
            <div key={`${a.key}:${a.value}`}>
              <dt>{attributeLabel(a.key, t)}</dt>
              <dd>{a.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}

/**
 * A code the page does not know: the box to type it again as printed under the QR code, holding
 * what was read (a scanned address's last part) to correct; it works without scripts.
 */
function CodeAgain({ view, t, language }: { view: ScanView; t: Translate; language: string }) {
  const read = view.scanned.split('?')[0]?.split('/').filter(Boolean).pop() ?? '';
  return (
    <section className="scan-block" data-block="code_again">
      <h2>{t('consumer.codeAgainTitle')}</h2>
      <form className="scan-entry" method="get" action="/c">
        <label htmlFor="scan-code">{t('consumer.entryHint')}</label>
        <input id="scan-code" name="c" defaultValue={read} autoComplete="off" autoCapitalize="characters" maxLength={512} required />
        <input type="hidden" name="m" value="1" />
        <input type="hidden" name="lang" value={language} />
        <button type="submit">{t('consumer.check')}</button>
      </form>
    </section>
  );
}

/** Whom to contact about a code the page cannot vouch for: the enterprise's name, logo, phone and website. */
function Contact({ view, t }: { view: ScanView; t: Translate }) {
  const contact = view.contact;
  if (!contact || (!contact.phone && !contact.website)) return null;
  return (
    <section className="scan-block" data-block="contact">
      <h2>{t('consumer.contactTitle')}</h2>
      <Maker name={contact.name} logo={contact.logo} />
      <dl className="scan-attributes">
        {contact.phone ? (
          <div>
            <dt>{t('consumer.contactPhone')}</dt>
            <dd>
              <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
            </dd>
          </div>
        ) : null}
        {contact.website ? (
          <div>
            <dt>{t('consumer.contactWebsite')}</dt>
            <dd>
              <a href={contact.website} rel="noopener noreferrer">
                {contact.website}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

function Steps({ view, t }: { view: ScanView; t: Translate }) {
  if (view.steps.length === 0) return null;
  return (
    <section className="scan-block" data-block="timeline">
      <h2>{t('scan.blockTimeline')}</h2>
      <ol className="scan-timeline">
        {view.steps.map((step) => (
          <li key={`${step.step}:${step.at}`}>
            <span className="scan-muted">{step.at}</span> {t(`consumer.step_${step.step}`)}
            {step.region ? <span className="scan-muted"> · {step.region}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Carousel({ view, t }: { view: ScanView; t: Translate }) {
  if (view.carousel.length === 0) return null;
  return (
    <section className="scan-block scan-carousel" data-block="carousel" aria-label={t('scan.blockCarousel')}>
      <div className="scan-carousel-track">
        {view.carousel.map((image, i) =>
          image.link_url ? (
            <a key={image.image_url + image.link_url} href={image.link_url} target="_blank" rel="noopener noreferrer">
              <img src={image.image_url} alt={t('consumer.carouselImage', { n: i + 1 })} />
            </a>
          ) : (
            <img key={image.image_url} src={image.image_url} alt={t('consumer.carouselImage', { n: i + 1 })} />
          ),
        )}
      </div>
    </section>
  );
}

/** A certificate's validity: both ends, one, or nothing for an open-ended one. */
function validity(certificate: PageCertificate, t: Translate): string {
  const { valid_from: from, valid_until: until } = certificate;
  if (from && until) return t('consumer.validBetween', { from, until });
  if (from) return t('consumer.validSince', { from });
  return until ? t('consumer.validTill', { until }) : '';
}

/** The product's certificates valid on the scan's day; nothing when it has none. Images are small and load when scrolled to. */
function Certificates({ view, t }: { view: ScanView; t: Translate }) {
  const certificates = view.product?.certificates ?? [];
  if (certificates.length === 0) return null;
  return (
    <section className="scan-block" data-block="certificates">
      <h2>{t('scan.blockCertificates')}</h2>
      <ul className="scan-certificates">
        {certificates.map((certificate) => {
          return (
            <li key={`${certificate.name}:${certificate.number}`}>
              {certificate.image ? (
                <a href={certificate.image} target="_blank" rel="noopener noreferrer">
                  <img
                    src={certificate.image}
                    alt={t('consumer.certificateImage', { name: certificate.name })}
                    width={64}
                    height={64}
                    loading="lazy"
                    decoding="async"
                  />
                </a>
              ) : null}
              <div>
                <h3>{certificate.name}</h3>
                <Attributes
                  facts={[
                    ['consumer.certificateIssuer', certificate.issuer],
                    ['consumer.certificateNumber', certificate.number],
                    ['consumer.certificateValidity', validity(certificate, t)],
                  ]}
                  t={t}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function BrandStory({ block, view }: { block: Extract<ScanBlock, { type: 'brand_story' }>; view: ScanView }) {
  const story = block.text || view.product?.brand_story || '';
  if (!story) return null;
  return (
    <section className="scan-block" data-block="brand_story">
      {view.product?.brand_logo ? <img className="scan-brand-logo" src={view.product.brand_logo} alt="" /> : null}
      <h2>{view.product?.brand_name}</h2>
      <p className="scan-story">{story}</p>
    </section>
  );
}

type ScriptFormProps = {
  block: ScanBlock['type'];
  form: string;
  title: string;
  view: ScanView;
  t: Translate;
  /** Texts the script shows, by the outcome it names. */
  outcomes: Record<string, string>;
  children: ReactNode;
};

/**
 * A block whose form the page's script sends and reveals (hidden without scripts, where a note
 * says why); its outcomes are rendered here as templates the script shows.
 */
function ScriptForm({ block, form, title, view, t, outcomes, children }: ScriptFormProps) {
  return (
    <section className="scan-block" data-block={block}>
      <h2>{title}</h2>
      <form className="scan-form" data-form={form} noValidate hidden>
        <input type="hidden" name="code" value={view.scanned} />
        {children}
        <p className="scan-outcome" role="status" aria-live="polite" />
        {Object.entries({ ...outcomes, failed: t('consumer.sendFailed') }).map(([outcome, text]) => (
          <template key={outcome} data-outcome={outcome}>
            {text}
          </template>
        ))}
      </form>
      <noscript>
        <p className="scan-muted">{t('consumer.needsScript')}</p>
      </noscript>
    </section>
  );
}

function AntiCode({ view, t }: { view: ScanView; t: Translate }) {
  if (!view.antiCode) return null;
  const outcomes = {
    genuine: t('consumer.anti_genuine'),
    wrong: t('consumer.anti_wrong', { n: '{n}' }),
    locked: t('consumer.anti_locked'),
    none: t('consumer.anti_none'),
    empty: t('consumer.anti_empty'),
  };
  return (
    <ScriptForm block="anti_code" form="anti-code" title={t('scan.blockAntiCode')} view={view} t={t} outcomes={outcomes}>
      <label htmlFor="scan-anti-code">{t('scan.antiCodeHint')}</label>
      <div className="scan-row">
        <input id="scan-anti-code" name="anti_code" inputMode="numeric" autoComplete="off" maxLength={16} required />
        <button type="submit">{t('consumer.check')}</button>
      </div>
    </ScriptForm>
  );
}

function InquiryForm({ view, t, language }: { view: ScanView; t: Translate; language: string }) {
  if (view.verdict === 'not_found') return null;
  const outcomes = { received: t('consumer.inquiryReceived'), empty: t('consumer.inquiryEmpty') };
  return (
    <ScriptForm block="inquiry_form" form="inquiry" title={t('scan.blockInquiryForm')} view={view} t={t} outcomes={outcomes}>
      <input type="hidden" name="language" value={language} />
      <label htmlFor="scan-inquiry">{t('scan.inquiryHint')}</label>
      <textarea id="scan-inquiry" name="content" rows={3} maxLength={1000} required />
      <label htmlFor="scan-contact">{t('consumer.contact')}</label>
      <input id="scan-contact" name="contact" autoComplete="tel" maxLength={64} />
      <p className="scan-muted">{t('consumer.contactNote')}</p>
      <button type="submit">{t('consumer.send')}</button>
    </ScriptForm>
  );
}

/**
 * The visitor's choice to share a position with the scan this page recorded. The script reveals it
 * where the browser can locate and asks for the position only on the click; without scripts the
 * page shows nothing of it. The texts are the outcomes the script shows.
 */
function PositionShare({ view, t }: { view: ScanView; t: Translate }) {
  if (!view.positionReference) return null;
  const outcomes = {
    thanks: t('consumer.positionThanks'),
    denied: t('consumer.positionDenied'),
    refused: t('consumer.positionRefused'),
    failed: t('consumer.sendFailed'),
  };
  return (
    <form className="scan-block scan-form" data-form="position" data-block="position" noValidate hidden>
      <input type="hidden" name="ref" value={view.positionReference} />
      <p className="scan-muted">{t('consumer.positionNote')}</p>
      <button type="submit">{t('consumer.sharePosition')}</button>
      <p className="scan-outcome" role="status" aria-live="polite" />
      {Object.entries(outcomes).map(([outcome, text]) => (
        <template key={outcome} data-outcome={outcome}>
          {text}
        </template>
      ))}
    </form>
  );
}

function Block({ block, view, t, language }: { block: ScanBlock; view: ScanView; t: Translate; language: string }) {
  switch (block.type) {
    case 'verdict':
      return <Verdict view={view} t={t} />;
    case 'product':
      return <Product view={view} t={t} />;
    case 'timeline':
      return <Steps view={view} t={t} />;
    case 'carousel':
      return <Carousel view={view} t={t} />;
    case 'brand_story':
      return <BrandStory block={block} view={view} />;
    case 'anti_code':
      return <AntiCode view={view} t={t} />;
    case 'inquiry_form':
      return <InquiryForm view={view} t={t} language={language} />;
    case 'certificates':
      return <Certificates view={view} t={t} />;
  }
}

/** Blocks of a recalled or held product: the verdict, which product it is, and the message form. */
const HELD_BLOCKS: ReadonlyArray<ScanBlock['type']> = ['verdict', 'product', 'inquiry_form'];

/**
 * The page's blocks: a genuine code's in the template's order; a recalled or held one's verdict,
 * product and message form; any other verdict shows the verdict and the message form only (no
 * product of a code that cannot be trusted), then whom to contact, and for a code not found the
 * box to type it again.
 */
export function ScanPage({ blocks, view, t, language = 'en' }: ScanPageProps) {
  const shown = GENUINE_VERDICTS.includes(view.verdict)
    ? blocks
    : HELD_VERDICTS.includes(view.verdict)
      ? blocks.filter((b) => HELD_BLOCKS.includes(b.type))
      : blocks.filter((b) => b.type === 'verdict' || b.type === 'inquiry_form');
  return (
    <main className="scan-page">
      {shown.map((block) => (
        <Block key={block.type} block={block} view={view} t={t} language={language} />
      ))}
      {view.verdict === 'not_found' ? <CodeAgain view={view} t={t} language={language} /> : null}
      <Contact view={view} t={t} />
      <PositionShare view={view} t={t} />
    </main>
  );
}
