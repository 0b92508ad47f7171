/**
 * Checks of a JSON body as the text it was sent as, for what JSON.parse passes over without a word:
 * a key given twice (the import's files, and every entry or page saved).
 */
import { visit } from 'jsonc-parser';

/** Deeper than this, a text is refused before the key check, whose reader recurses per level. */
export const MAX_JSON_NESTING = 64;

/**
 * How deep the objects and arrays of a JSON text nest, counted without recursion (strings skipped):
 * a few kilobytes of '[' would otherwise exhaust the stack of the reader below and answer 500.
 */
export function nestingDepth(json: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < json.length; i++) {
    const c = json[i];
    if (c === '"') {
      for (i++; i < json.length && json[i] !== '"'; i++) if (json[i] === '\\') i++;
    } else if (c === '[' || c === '{') {
      deepest = Math.max(deepest, ++depth);
    } else if (c === ']' || c === '}') {
      depth--;
    }
  }
  return deepest;
}

/**
 * The first key given twice in one object of a JSON text, with its line and its path ('en.title',
 * 'features.0.properties.id'). JSON.parse keeps the last and drops the first without a word:
 * '"features": [A, B], "features": [C]' would import C alone, '{"name": "Mill", "name": ""}' would
 * save an empty name, and either would say all went well. Only for a text no deeper than
 * MAX_JSON_NESTING.
 */
export function repeatedKey(json: string): { key: string; path: string; line: number } | null {
  const objects: Set<string>[] = [];
  let found: { key: string; path: string; line: number } | null = null;
  visit(json, {
    onObjectBegin: () => void objects.push(new Set()),
    onObjectEnd: () => void objects.pop(),
    onObjectProperty: (key, _offset, _length, line, _character, pathOf) => {
      const keys = objects.at(-1);
      if (!keys || found) return;
      if (keys.has(key)) found = { key, path: [...pathOf(), key].join('.'), line: line + 1 };
      keys.add(key);
    },
  });
  return found;
}
