/**
 * RFC 5545 content lines (3.1): `NAME *(";" param-name "=" param-value) ":" value`, a parameter value
 * quoted (`TZID="UTC+5:30"`) when it holds `:`, `;` or `,`. Names are case-insensitive.
 */

export interface ContentLine {
  /** Upper-cased. */
  name: string;
  /** Upper-cased parameter names, values as written (unquoted). */
  params: Map<string, string>;
  value: string;
}

const NAME = /^[A-Za-z0-9-]+$/;

/** Splits `params` (the text between the name and the value) at semicolons outside quotes. */
function splitParams(text: string): string[] | null {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    if (char === ';' && !quoted) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  if (quoted) return null;
  parts.push(current);
  return parts;
}

/** The index of the colon that ends the name and parameters (the first one outside quotes), or -1. */
function valueColon(line: string): number {
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === ':' && !quoted) return i;
  }
  return -1;
}

/** A content line read into its parts, or the problem (a phrase) that makes it unreadable. */
export function readContentLine(line: string): ContentLine | string {
  const colon = valueColon(line);
  if (colon < 0) return 'not a content line (NAME:VALUE)';
  const [name, ...rawParams] = splitParams(line.slice(0, colon)) ?? [];
  if (name === undefined) return 'a parameter value opens a quote it does not close';
  if (!NAME.test(name)) return `"${name}" is not a property name`;
  const params = new Map<string, string>();
  for (const raw of rawParams) {
    const equals = raw.indexOf('=');
    const key = raw.slice(0, equals).toUpperCase();
    if (equals < 1 || !NAME.test(key)) return `"${raw}" is not a parameter (NAME=VALUE)`;
    if (params.has(key)) return `the parameter ${key} is given twice`;
    const value = raw.slice(equals + 1);
    const unquoted = /^"[^"]*"$/.test(value) ? value.slice(1, -1) : value;
    if (unquoted.includes('"')) return `the parameter ${key} has a misplaced quote`;
    params.set(key, unquoted);
  }
  return { name: name.toUpperCase(), params, value: line.slice(colon + 1) };
}
