/** Children of an element: text is always text (never parsed as HTML), false/null/undefined are skipped. */
export type Child = Node | string | number | null | undefined | false | Child[];

type Attributes = Record<string, string | number | boolean | null | undefined | EventListener>;

/**
 * Builds an element. `on<event>` attributes become listeners, `true` a present boolean attribute,
 * `false`/null/undefined an absent one. Text goes in as text nodes, so no value from the API is ever
 * read as markup here (rich-text.ts is the one place that builds markup, from an allowlist).
 */
export function h(tag: string, attributes: Attributes = {}, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2), value);
    else if (value === true) element.setAttribute(name, '');
    else if (value !== false && value !== null && value !== undefined) element.setAttribute(name, String(value));
  }
  append(element, children);
  return element;
}

export function append(parent: Node, children: Child[]): void {
  for (const child of children) {
    if (Array.isArray(child)) append(parent, child);
    else if (child instanceof Node) parent.appendChild(child);
    else if (child !== null && child !== undefined && child !== false) parent.appendChild(document.createTextNode(String(child)));
  }
}

/** Replaces an element's children. */
export function replace(parent: Element, ...children: Child[]): void {
  parent.replaceChildren();
  append(parent, children);
}

/** A link that opens elsewhere (calendar services, maps): a new tab, no opener. */
export const outLink = (href: string, ...children: Child[]) => h('a', { href, target: '_blank', rel: 'noopener' }, ...children);
