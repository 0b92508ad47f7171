import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment is
 * compiled whole, on a background thread while it downloads, rather than a function at a time on the
 * main thread as each is first called. Other browsers read a comment.
 * docs/decisions/0033-compile-hints.md
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the chunks a page runs as it opens (the app, the pages, the map's and the tables' libraries)
 * with the compile hint. Not the chunks of which a visit calls little: eager compiling would spend
 * a phone's memory and time on functions never called. `except`: the modules whose chunks stay
 * unmarked.
 */
export function compileHints({ except }: { except: RegExp }): Plugin {
  return {
    name: 'sj-compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own additions at the top of a chunk (its preload list): the hint must come first.
      // The builds make no source maps; with them, this added line would shift their mappings.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && !chunk.moduleIds.some((id) => except.test(id)))
            chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      },
    },
  };
}
