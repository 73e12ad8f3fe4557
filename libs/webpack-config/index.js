// @ts-check
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { constants: zlibConstants } = require('node:zlib');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { CopyPublicFilesPlugin } = require('./copy-public-files-plugin');
const { GzipBudgetPlugin } = require('./gzip-budget-plugin');
const { sharedSingletons } = require('./shared-singletons');
const { remoteGlobalName } = require('./remote-global-name');

/**
 * The webpack configuration of every frontend: the shell (host) and the remotes differ only in
 * name, port, what they expose and where they are served from.
 *
 * @param {object} options
 * @param {string} options.dir            the frontend's folder (__dirname of its webpack.config.js)
 * @param {string} options.name           Module Federation name (shell, shop, admin, print)
 * @param {number} options.devPort        port of `webpack serve`
 * @param {Record<string,string>} [options.exposes]  modules a remote offers to the shell
 * @param {string} [options.publicPath]   '/' for the shell; remotes use 'auto' (relative to remoteEntry.js)
 * @param {{ maxBytes: number, lazyGroups: string[] }} [options.sizeBudget]  first-page JavaScript budget (gzipped)
 * @param {string} [options.title]
 * @param {string[]} [options.copyFromPublic]  files of public/ emitted as they are (e.g. runtime-config.json)
 */
function createFrontendConfig(options) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const isRemote = Boolean(options.exposes);
    return {
      mode: production ? 'production' : 'development',
      context: options.dir,
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(options.dir, 'dist'),
        publicPath: options.publicPath ?? 'auto',
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: options.name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            loader: 'esbuild-loader',
            options: { loader: 'tsx', target: 'es2020', jsx: 'automatic' },
          },
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: options.name,
          // A remote's entry is a global variable; its own prefix keeps "print" from clashing with window.print.
          ...(isRemote
            ? {
                filename: 'remoteEntry.js',
                exposes: options.exposes,
                library: { type: 'var', name: remoteGlobalName(options.name) },
              }
            : {}),
          // Remote URLs are given at run time (runtime-config.json), never baked into the build.
          remotes: {},
          shared: sharedSingletons(),
          // The shared packages already loaded are used as they are: with "version-first" the first page
          // that needs Mantine (/register, /login) would first fetch every remote's entry, and the shop's
          // copies, to compare versions that are the same build's.
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: false,
        }),
        new MiniCssExtractPlugin({ filename: production ? '[name].[contenthash:8].css' : '[name].css' }),
        // One page template for every frontend (each remote also runs on its own).
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: options.title ?? 'Servisi',
          scriptLoading: 'defer',
        }),
        ...(options.copyFromPublic
          ? [new CopyPublicFilesPlugin(path.join(options.dir, 'public'), options.copyFromPublic)]
          : []),
        ...(options.sizeBudget && production ? [new GzipBudgetPlugin(options.sizeBudget)] : []),
        // Brotli and gzip copies of the scripts and styles, made once at build time at the best
        // compression; the backend serves them as they are to browsers that accept them.
        ...(production ? precompressedCopies() : []),
      ],
      devServer: {
        port: options.devPort,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: process.env.API_PROXY_TARGET || 'http://localhost:3000' }],
      },
      // SWC's minifier: the size of terser's output at a fraction of its time.
      optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })] },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

/** Only .js and .css: a deployment edits runtime-config.json in place, and a stale .br copy would hide the edit. */
function precompressedCopies() {
  const common = { test: /\.(js|css)$/, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      compressionOptions: { level: 9 },
    }),
    new CompressionPlugin({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

module.exports = { createFrontendConfig, remoteGlobalName };
