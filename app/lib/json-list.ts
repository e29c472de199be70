/**
 * Edits the text of a JSON array that `JSON.parse` accepted, so entries we do not understand stay
 * byte for byte (ADR 010): a re-stringify would round big numbers and collapse duplicate keys.
 */

/** Where each top-level element of the array in `raw` starts and ends, and the brackets. */
export function elementSpans(raw: string): {
  open: number;
  close: number;
  spans: [number, number][];
} {
  const open = raw.indexOf("[");
  const spans: [number, number][] = [];
  let depth = 0;
  let start = -1;
  let end = -1;
  let inString = false;
  for (let index = open + 1; index < raw.length; index++) {
    const char = raw[index]!;
    if (inString) {
      if (char === "\\") index++;
      else if (char === '"') {
        inString = false;
        end = index + 1;
      }
      continue;
    }
    if (char === " " || char === "\n" || char === "\r" || char === "\t") continue;
    if (depth === 0 && (char === "," || char === "]")) {
      if (start !== -1) spans.push([start, end]);
      start = -1;
      if (char === "]") return { open, close: index, spans };
      continue;
    }
    if (start === -1) start = index;
    if (char === '"') inString = true;
    else if (char === "[" || char === "{") depth++;
    else if (char === "]" || char === "}") depth--;
    end = index + 1;
  }
  throw new SyntaxError("Not a JSON array");
}

/** `raw` with `json` added as its last element (no `raw` is an empty list). */
export function appendElement(raw: string | null, json: string): string {
  if (raw === null) return `[${json}]`;
  const { open, close, spans } = elementSpans(raw);
  const last = spans.at(-1);
  return last
    ? `${raw.slice(0, last[1])},${json}${raw.slice(last[1])}`
    : `${raw.slice(0, open + 1)}${json}${raw.slice(close)}`;
}

/** `raw` without its element at `position` (and one comma beside it); the others untouched. */
export function removeElement(raw: string, position: number): string {
  const { spans } = elementSpans(raw);
  const span = spans[position];
  if (!span) throw new RangeError(`No element ${position}`);
  const next = spans[position + 1];
  const previous = spans[position - 1];
  if (next) return raw.slice(0, span[0]) + raw.slice(next[0]);
  if (previous) return raw.slice(0, previous[1]) + raw.slice(span[1]);
  return raw.slice(0, span[0]) + raw.slice(span[1]);
}
