import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment is
 * compiled whole, on a background thread while it downloads, rather than a function at a time on the
 * main thread as each is first called. Other browsers read a comment.
 * docs/decisions/0033-compile-hints.md
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks every chunk with the compile hint except those whose modules match `except`: the chunks of
 * which a visit calls little, where eager compiling would spend a phone's memory and time on
 * functions never called.
 */
export function compileHints({ except }: { except: RegExp }): Plugin {
  const marked = (chunk: { moduleIds: readonly string[] }) => !chunk.moduleIds.some((id) => except.test(id));
  return {
    name: 'sj-compile-hints',
    apply: 'build',
    // The hint is part of the file: its name's hash must follow it (the files are cached for good).
    augmentChunkHash: (chunk) => (marked(chunk) ? COMPILE_HINT : undefined),
    generateBundle: {
      // After Vite's own additions at the top of a chunk (its preload list): the hint must come first.
      order: 'post',
      handler(options, bundle) {
        // A line added above the code would shift every mapping of a source map by one.
        if (options.sourcemap)
          this.error('compileHints: the build makes source maps, which the added line would shift');
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && marked(chunk)) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      },
    },
  };
}
