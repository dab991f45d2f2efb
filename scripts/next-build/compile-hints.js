// @ts-check
// Explicit compile hints for the chunks that start a page. V8 compiles a function when it is first called, on the
// main thread, unless its file asks for all of its functions at once (Chrome 136 and later): then they compile on
// a background thread while the file downloads. Nearly every function of a page's startup chunks runs while the
// page starts (React and Next's client in `main`, the runtime, `_app`, the page), and on a first visit, with no
// code cache, compiling them lazily was most of the task that starts Next. Chunks that can load on demand keep
// lazy compilation: of the big ones (the Redaktion's editor, the form library, the slider) only a part runs.

/** V8's magic comment; it must be the file's first line. */
const COMPILE_ALL_ON_LOAD = '//# allFunctionsCalledOnLoad';

const NAME = 'CompileHintsPlugin';

/** @typedef {typeof import('next/dist/compiled/webpack/webpack').webpack} Webpack */
/** @typedef {import('next/dist/compiled/webpack/webpack').webpack.Compiler} Compiler */
/** @typedef {import('next/dist/compiled/webpack/webpack').webpack.Compilation} Compilation */

/** Puts the hint at the top of every JavaScript file of a chunk that only entry points load. */
class CompileHintsPlugin {
  /** @param {Webpack} webpack Next's own, as its config hook passes it. */
  constructor(webpack) {
    this.webpack = webpack;
  }

  /** @param {Compiler} compiler */
  apply(compiler) {
    const { ConcatSource } = this.webpack.sources;
    // After minification, which drops comments, and before the content hash, so the file name covers it.
    const stage = this.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
    compiler.hooks.thisCompilation.tap(NAME, (/** @type {Compilation} */ compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage }, () => {
        for (const chunk of compilation.chunks) {
          // Only chunks that never load on demand: the booking forms load the Redaktion's form library (rjsf,
          // 250 kB) when they come into view, and use a part of it.
          if (![...chunk.groupsIterable].every((group) => group.isInitial())) continue;
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(
              file,
              (/** @type {unknown} */ source) => new ConcatSource(`${COMPILE_ALL_ON_LOAD}\n`, source),
            );
          }
        }
      });
    });
  }
}

module.exports = { COMPILE_ALL_ON_LOAD, CompileHintsPlugin };
