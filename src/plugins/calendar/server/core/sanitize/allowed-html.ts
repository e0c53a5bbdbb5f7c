/**
 * What rich text keeps for callers without the right to post unfiltered HTML: WordPress's post allowlist
 * (`wp_kses_allowed_html( 'post' )`, i.e. `$allowedposttags` plus its global attributes), written out
 * from its documented behaviour. Deliberate differences (docs/security.md, "HTML in records"): no `<object>`,
 * `<title>` or `data-*` attributes, and `style` keeps a few presentational properties only.
 */

/** Attributes every kept tag may carry (WordPress's `_wp_add_global_attributes`, without `data-*`). */
export const GLOBAL_ATTRIBUTES = ['class', 'id', 'title', 'lang', 'dir', 'role', 'style', 'xml:lang', 'aria-*'];

const ALIGN = ['align'];
const CELL = ['align', 'char', 'charoff', 'valign'];
const TABLE_CELL = [...CELL, 'abbr', 'axis', 'bgcolor', 'colspan', 'headers', 'height', 'nowrap', 'rowspan', 'scope', 'width'];

/** Tags kept, each with its own attributes besides the global ones. */
export const POST_TAGS: Record<string, string[]> = {
  a: ['href', 'rel', 'rev', 'name', 'target', 'download'],
  abbr: [],
  acronym: [],
  address: [],
  area: ['alt', 'coords', 'href', 'nohref', 'shape', 'target'],
  article: ALIGN,
  aside: ALIGN,
  audio: ['autoplay', 'controls', 'loop', 'muted', 'preload', 'src'],
  b: [],
  bdo: [],
  big: [],
  blockquote: ['cite'],
  br: [],
  button: ['disabled', 'name', 'type', 'value'],
  caption: ALIGN,
  cite: [],
  code: [],
  col: [...CELL, 'span', 'width'],
  colgroup: [...CELL, 'span', 'width'],
  dd: [],
  del: ['datetime'],
  details: ['align', 'open'],
  dfn: [],
  div: ALIGN,
  dl: [],
  dt: [],
  em: [],
  fieldset: [],
  figcaption: ALIGN,
  figure: ALIGN,
  font: ['color', 'face', 'size'],
  footer: ALIGN,
  h1: ALIGN,
  h2: ALIGN,
  h3: ALIGN,
  h4: ALIGN,
  h5: ALIGN,
  h6: ALIGN,
  header: ALIGN,
  hgroup: ALIGN,
  hr: ['align', 'noshade', 'size', 'width'],
  i: [],
  img: ['alt', 'align', 'border', 'decoding', 'height', 'hspace', 'loading', 'longdesc', 'vspace', 'src', 'usemap', 'width'],
  ins: ['datetime', 'cite'],
  kbd: [],
  label: ['for'],
  legend: ALIGN,
  li: ['align', 'value'],
  main: ALIGN,
  map: ['name'],
  mark: [],
  menu: ['type'],
  nav: ALIGN,
  ol: ['start', 'type', 'reversed'],
  p: ALIGN,
  pre: ['width'],
  q: ['cite'],
  rb: [],
  rp: [],
  rt: [],
  rtc: [],
  ruby: [],
  s: [],
  samp: [],
  section: ALIGN,
  small: [],
  span: ALIGN,
  strike: [],
  strong: [],
  sub: [],
  summary: ALIGN,
  sup: [],
  table: ['align', 'bgcolor', 'border', 'cellpadding', 'cellspacing', 'rules', 'summary', 'width'],
  tbody: CELL,
  td: TABLE_CELL,
  textarea: ['cols', 'rows', 'disabled', 'name', 'readonly'],
  tfoot: CELL,
  th: TABLE_CELL.filter((attribute) => attribute !== 'width'),
  thead: CELL,
  tr: [...CELL, 'bgcolor'],
  track: ['default', 'kind', 'label', 'src', 'srclang'],
  tt: [],
  u: [],
  ul: ['type'],
  var: [],
  video: ['autoplay', 'controls', 'height', 'loop', 'muted', 'playsinline', 'poster', 'preload', 'src', 'width'],
};

/** URL schemes links and sources may use (WordPress's `wp_allowed_protocols`); relative URLs are kept too. */
export const URL_SCHEMES = [
  'http', 'https', 'ftp', 'ftps', 'mailto', 'news', 'irc', 'irc6', 'ircs', 'gopher', 'nntp', 'feed',
  'telnet', 'mms', 'rtsp', 'sms', 'svn', 'tel', 'fax', 'xmpp', 'webcal', 'urn',
];

/** Attributes that hold a URL, checked against the schemes (WordPress's `wp_kses_uri_attributes`, those we keep). */
export const URL_ATTRIBUTES = ['href', 'src', 'cite', 'longdesc', 'poster', 'usemap'];

const COLOR = [/^#[0-9a-f]{3,8}$/i, /^(rgb|hsl)a?\(\s*[\d.%\s,/deg]+\)$/i, /^[a-z]+$/i];
const DECORATION = /^(none|underline|overline|line-through)(\s+(underline|overline|line-through))*$/i;

/**
 * CSS properties `style` keeps, each with the values it may take: what the admin's and a block
 * editor's alignment and colour buttons write. No `url()`, no `expression()`, no other property.
 */
export const ALLOWED_STYLES: Record<string, RegExp[]> = {
  'text-align': [/^(left|right|center|justify|start|end)$/i],
  color: COLOR,
  'background-color': COLOR,
  'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/i],
  'font-style': [/^(normal|italic|oblique)$/i],
  'text-decoration': [DECORATION],
};

/** Tags that, when not kept, go with the text inside them (other tags not kept leave their text). */
export const DROPPED_WITH_CONTENT = ['script', 'style', 'noscript', 'template', 'title', 'textarea', 'option', 'xmp', 'noembed', 'noframes'];
