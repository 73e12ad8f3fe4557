// @ts-check
const fs = require('node:fs');
const path = require('node:path');

/** Emits a few files of public/ unchanged, such as the runtime configuration a deployment may replace. */
class CopyPublicFilesPlugin {
  /** @param {string} publicDir @param {string[]} files */
  constructor(publicDir, files) {
    this.publicDir = publicDir;
    this.files = files;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of this.files) {
            const absolute = path.join(this.publicDir, file);
            compilation.fileDependencies.add(absolute);
            compilation.emitAsset(file, new compiler.webpack.sources.RawSource(fs.readFileSync(absolute)));
          }
        },
      );
    });
  }
}

module.exports = { CopyPublicFilesPlugin };
