/**
 * A text with its matched words marked, as page.sql writes it: each match between U+E000 and
 * U+E001, characters no indexed text holds (records.ts). The page draws the marked parts as <mark>
 * and every part as plain text (React escapes it): no HTML is ever made from an index's text.
 */
export interface MarkedPart {
  text: string;
  marked: boolean;
}

const START = '\uE000';
const STOP = '\uE001';

export function markedParts(text: string): MarkedPart[] {
  const parts: MarkedPart[] = [];
  const push = (part: string, marked: boolean) => {
    if (!part) return;
    const last = parts[parts.length - 1];
    if (last && last.marked === marked) last.text += part;
    else parts.push({ text: part, marked });
  };
  const [before, ...marked] = text.split(START);
  push((before ?? '').replaceAll(STOP, ''), false);
  for (const piece of marked) {
    const stop = piece.indexOf(STOP);
    if (stop === -1) {
      push(piece, true);
      continue;
    }
    push(piece.slice(0, stop), true);
    push(piece.slice(stop + 1).replaceAll(STOP, ''), false);
  }
  return parts;
}

/** Whether anything in the text was marked. */
export function hasMark(parts: readonly MarkedPart[]): boolean {
  return parts.some((part) => part.marked);
}
