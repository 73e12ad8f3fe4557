// @ts-check
const { gzipSync } = require('node:zlib');

/**
 * Fails the build when the JavaScript a first page needs, gzipped, is over budget.
 * "Needed" is every chunk reachable from the entrypoint through the chunk-group graph, without
 * entering the lazily loaded groups named in `lazyGroups` (for the shell: "app", the part that
 * brings Mantine and every page but the landing page). Shared-module fallbacks are chunk groups
 * of their own, so React and the router count; Mantine, consumed only inside "app", does not.
 * The host's "provide" edges are not followed (see onlyProvided).
 */
class GzipBudgetPlugin {
  /**
   * @param {{ maxBytes: number, entry?: string, lazyGroups?: string[] }} options
   */
  constructor(options) {
    this.maxBytes = options.maxBytes;
    this.entry = options.entry ?? 'main';
    this.lazyGroups = new Set(options.lazyGroups ?? []);
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('GzipBudgetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'GzipBudgetPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          const files = this.neededFiles(compilation);
          let total = 0;
          for (const file of files) {
            const asset = assets[file];
            if (asset) total += gzipSync(asset.buffer()).length;
          }
          const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
          if (process.env.BUDGET_DEBUG) console.log([...files].join(' '));
          const line = `first page JavaScript gzipped: ${kb(total)} in ${files.size} files, budget ${kb(this.maxBytes)}`;
          if (total > this.maxBytes) {
            compilation.errors.push(new compiler.webpack.WebpackError(`Size budget exceeded: ${line}`));
          } else {
            console.log(`[size budget] ${line}`);
          }
        },
      );
    });
  }

  /** @param {import('webpack').Compilation} compilation */
  neededFiles(compilation) {
    const start = compilation.entrypoints.get(this.entry);
    if (!start) throw new Error(`GzipBudgetPlugin: no entrypoint "${this.entry}"`);
    const seen = new Set([start]);
    const queue = [start];
    const files = new Set();
    while (queue.length > 0) {
      const group = queue.shift();
      for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const child of group.getChildren()) {
        if (seen.has(child) || (child.name && this.lazyGroups.has(child.name)) || onlyProvided(child)) continue;
        seen.add(child);
        queue.push(child);
      }
    }
    return files;
  }
}

/**
 * A group reached only from "provide" modules holds a shared package offered to the remotes; it is
 * fetched only when some code consumes that package, so it is not needed by itself.
 * @param {import('webpack').ChunkGroup} group
 */
function onlyProvided(group) {
  return group.origins.length > 0 && group.origins.every((origin) => origin.module?.type === 'provide-module');
}

module.exports = { GzipBudgetPlugin };
