/**
 * Whether a JSON text nests arrays and objects more than `max` deep (`{}` is 1 deep). A scan of the
 * text, before it is parsed: linear, without recursion, stopping at the first level past `max`, so a
 * body of a million `[` costs a loop rather than a million nested arrays for the validators to walk
 * recursively (which overflowed the stack: a 500). Brackets inside strings do not count; a malformed
 * text may be misjudged here, which is harmless since parsing refuses it next.
 */
export function jsonDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === BACKSLASH) i += 1;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) inString = true;
    else if (char === OPEN_ARRAY || char === OPEN_OBJECT) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === CLOSE_ARRAY || char === CLOSE_OBJECT) depth -= 1;
  }
  return false;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
