import { word, type VisitorLanguage, type WordKey } from '../../../../shared/visitors/words';
import { html, jsonLdScript, trusted, type Html } from './html';
import { PAGE_STYLES } from './styles';

/** Open Graph's locale names (`og:locale`). */
const OG_LOCALES: Record<VisitorLanguage, string> = { en: 'en_US', fr: 'fr_FR', 'pt-PT': 'pt_PT' };

export interface Alternate {
  language: VisitorLanguage;
  url: string;
}

/** What a page says about itself in its head. Texts are plain (escaped here). */
export interface PageHead {
  language: VisitorLanguage;
  title: string;
  description?: string;
  /** The record's `url` (canonical; another site's page when `permalinks` points there). */
  canonical?: string;
  image?: string;
  ogType?: 'website' | 'article';
  /** The record in every language it is public in, itself included (hreflang). */
  alternates?: Alternate[];
  jsonLd?: unknown;
  /** Pages search engines should not keep: not found, password forms. */
  noindex?: boolean;
  /** The embeddable calendar's script, on pages that show it. */
  script?: string;
  /** `embed`: the page is another site's iframe, the calendar alone. */
  bodyClass?: string;
}

function metaTags(head: PageHead): Html {
  const card = head.image ? 'summary_large_image' : 'summary';
  return html`<meta property="og:type" content="${head.ogType ?? 'website'}">
<meta property="og:title" content="${head.title}">
${head.description ? html`<meta property="og:description" content="${head.description}">` : ''}
${head.canonical ? html`<meta property="og:url" content="${head.canonical}">` : ''}
${head.image ? html`<meta property="og:image" content="${head.image}">` : ''}
<meta property="og:locale" content="${OG_LOCALES[head.language]}">
${(head.alternates ?? []).filter((a) => a.language !== head.language).map((a) => html`<meta property="og:locale:alternate" content="${OG_LOCALES[a.language]}">\n`)}
<meta name="twitter:card" content="${card}">
<meta name="twitter:title" content="${head.title}">
${head.description ? html`<meta name="twitter:description" content="${head.description}">` : ''}
${head.image ? html`<meta name="twitter:image" content="${head.image}">` : ''}`;
}

/** Links to the record's translations, in their own language's words. */
function translationNav(head: PageHead): Html | '' {
  const others = (head.alternates ?? []).filter((a) => a.language !== head.language);
  if (!others.length) return '';
  return html`<nav class="translations" aria-label="${word(head.language, 'page.translations')}"><span>${word(head.language, 'page.translations')}:</span>
${others.map((a) => html` <a href="${a.url}" hreflang="${a.language}" lang="${a.language}">${word(a.language, `language.${a.language}` as WordKey)}</a>`)}</nav>`;
}

/** A whole public page: head (meta, hreflang, JSON-LD, styles), then the main content. */
export function layout(head: PageHead, main: Html): string {
  const alternates = head.alternates ?? [];
  return html`<!doctype html>
<html lang="${head.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${head.title}</title>
${head.description ? html`<meta name="description" content="${head.description}">` : ''}
${head.noindex ? html`<meta name="robots" content="noindex">` : ''}
${head.canonical ? html`<link rel="canonical" href="${head.canonical}">` : ''}
${alternates.map((a) => html`<link rel="alternate" hreflang="${a.language}" href="${a.url}">\n`)}
${metaTags(head)}
${head.jsonLd ? jsonLdScript(head.jsonLd) : ''}
<style>${trusted(PAGE_STYLES)}</style>
${head.script ? html`<script type="module" src="${head.script}"></script>` : ''}
</head>
<body${head.bodyClass ? html` class="${head.bodyClass}"` : ''}>
${translationNav(head)}
<main id="main">
${main}
</main>
</body>
</html>
`.text;
}
