// How deeply a JSON text nests, counted by one pass over its characters: no recursion, so a body of
// ten thousand nested arrays cannot overflow the stack here, and the parsed value never reaches the
// recursive code after it (field readers, the request log's JSON.stringify).

/** No request of the protocol nests deeper than a few levels; analytics events are the deepest. */
export const MAX_JSON_DEPTH = 32;

/** True when brackets and braces outside strings open more than `max` levels at some point. */
export function jsonNestsDeeperThan(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1; // backslash: the next character is escaped, even a quote
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}
