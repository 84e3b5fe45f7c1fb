/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { ScanBlock } from '@trace/contract/scan-template';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ScanPage } from './scan-page.tsx';
import type { ScanView, Translate } from './view.ts';

/** A language the page offers, with the link that shows the page in it. */
export type LanguageLink = { code: string; label: string; href: string };

export type DocumentParts = {
  language: string;
  languages: LanguageLink[];
  t: Translate;
  /** The page's stylesheet, inlined so the verdict paints with the first response. */
  css: string;
  /** The page's own script (its forms), or null when the console was not built. */
  script: string | null;
};

function Languages({ parts }: { parts: DocumentParts }) {
  return (
    <nav className="scan-header" aria-label={parts.t('consumer.language')}>
      {parts.languages.map((l) => (
        <a key={l.code} href={l.href} lang={l.code} hrefLang={l.code} aria-current={l.code === parts.language ? 'true' : undefined}>
          {l.label}
        </a>
      ))}
    </nav>
  );
}

function Shell({ parts, title, children }: { parts: DocumentParts; title: string; children: ReactNode }) {
  return (
    <html lang={parts.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <title>{title}</title>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own stylesheet file, never user input */}
        <style dangerouslySetInnerHTML={{ __html: parts.css }} />
        {parts.script ? <script type="module" src={parts.script} /> : null}
      </head>
      <body className="scan-body">
        <Languages parts={parts} />
        {children}
      </body>
    </html>
  );
}

const html = (element: ReactElement) => `<!doctype html>${renderToString(element)}`;

/** The page of one scan: its verdict first, then the template's blocks. */
export function scanDocument(parts: DocumentParts, view: ScanView, blocks: ScanBlock[]): string {
  return html(
    <Shell parts={parts} title={parts.t(`consumer.title_${view.verdict}`)}>
      <ScanPage blocks={blocks} view={view} t={parts.t} language={parts.language} />
    </Shell>,
  );
}

/** `/c` without a code: a form to type the code printed under the QR code (works without scripts). */
export function entryDocument(parts: DocumentParts, notice?: string): string {
  const { t } = parts;
  return html(
    <Shell parts={parts} title={t('consumer.entryTitle')}>
      <main className="scan-page">
        <section className="scan-block">
          <h1>{t('consumer.entryTitle')}</h1>
          {notice ? (
            <p className="scan-notice" role="alert">
              {notice}
            </p>
          ) : null}
          <form className="scan-entry" method="get" action="/c">
            <label htmlFor="scan-code">{t('consumer.entryHint')}</label>
            <input id="scan-code" name="c" autoComplete="off" autoCapitalize="characters" maxLength={512} required />
            <input type="hidden" name="m" value="1" />
            <input type="hidden" name="lang" value={parts.language} />
            <button type="submit">{t('consumer.check')}</button>
          </form>
        </section>
      </main>
    </Shell>,
  );
}
