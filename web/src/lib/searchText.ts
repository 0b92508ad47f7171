/**
 * Text matching the way players type: case and accents ignored ('fitts' finds 'Fitts Village',
 * 'vallee' finds 'Vallée'). Every search of the site matches this way (the admin's trash filter too).
 */
import { fold } from '@saint-james/api-contract';

/** One character (code point) folded: accents stripped (NFD, marks dropped), then lowercased. */
const foldChar = (char: string) => char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** `text` folded for matching; one rule with the server's (api-contract/src/propertyAddress.ts). */
export { fold };

/** A text cut into the parts before, in and after the first match of a query. */
export interface MarkedText {
  before: string;
  match: string;
  after: string;
}

/**
 * Where `query` (folded) first occurs in `text`, in `text`'s own characters, for a <mark>: null
 * when it does not occur or is empty. Folding can change a text's length ('é' is one character,
 * its NFD form two), so the match is found in the folded text and mapped back character by
 * character.
 */
export function markMatch(text: string, query: string): MarkedText | null {
  const needle = fold(query);
  if (needle === '') return null;
  let folded = '';
  /** For each character of `folded`, the index in `text` of the character it came from. */
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const part = foldChar(char);
    folded += part;
    for (let i = 0; i < part.length; i++) origin.push(index);
    index += char.length;
  }
  const start = folded.indexOf(needle);
  if (start < 0) return null;
  const from = origin[start];
  const lastFrom = origin[start + needle.length - 1];
  // The match ends after the whole of the character its last folded character came from.
  const to = lastFrom + (text.codePointAt(lastFrom)! > 0xffff ? 2 : 1);
  return { before: text.slice(0, from), match: text.slice(from, to), after: text.slice(to) };
}
