const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');

/*
 * The search screen is where a signed-in carrier lands and what a shared search link opens: its chunks are
 * announced in index.html so they download beside main.js instead of after it has run. (They are small, and a
 * visitor who lands elsewhere pays for them once: hashed assets are cached for a year.)
 */
const firstScreenChunkGroup = 'search';

class PreloadFirstScreen {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadFirstScreen', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadFirstScreen', (data) => {
        const group = compilation.namedChunkGroups.get(firstScreenChunkGroup);
        if (!group) throw new Error(`no chunk group named ${firstScreenChunkGroup}: its webpackChunkName changed`);
        const publicPath = compilation.outputOptions.publicPath;
        // Its styles apply at once: the prerendered search form (PrerenderShell) is drawn with them.
        const preloads = group.getFiles().filter((file) => /\.(js|css)$/.test(file)).map((file) => HtmlWebpackPlugin.createHtmlTagObject(
          'link',
          file.endsWith('.css') ? { rel: 'stylesheet', href: `${publicPath}${file}` } : { rel: 'preload', href: `${publicPath}${file}`, as: 'script' },
        ));
        data.headTags.push(...preloads);
        return data;
      });
    });
  }
}

/*
 * The signed-in frame and the search form in their empty state, rendered from the app's own components at
 * build time (src/client/app/prerender/shellMarkup.tsx) into index.html's hidden placeholder; boot.js shows it
 * when it is what the app will draw (src/client/boot/prerenderedShell.ts). Styles come from the built CSS files.
 */
function prerenderedShellMarkup() {
  const { register } = require('tsx/cjs/api');
  const Module = require('node:module');
  const unregister = register();
  const cssLoader = Module._extensions['.css'];
  Module._extensions['.css'] = (module) => {
    module.exports = {};
  };
  try {
    return require('./src/client/app/prerender/shellMarkup.tsx').shellMarkup();
  } finally {
    unregister();
    if (cssLoader) Module._extensions['.css'] = cssLoader;
    else delete Module._extensions['.css'];
  }
}

class PrerenderShell {
  apply(compiler) {
    compiler.hooks.compilation.tap('PrerenderShell', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('PrerenderShell', (data) => {
        const placeholder = /(<div id="hb-prerendered-shell"[^>]*>)(<\/div>)/;
        if (!placeholder.test(data.html)) throw new Error('index.html has no empty #hb-prerendered-shell to prerender into');
        data.html = data.html.replace(placeholder, (_match, open, close) => `${open}${prerenderedShellMarkup()}${close}`);
        return data;
      });
    });
  }
}

/*
 * The boot entry asks for the first calls (src/client/boot): it runs the moment it has arrived, not after
 * /config.js and the page's parsing as a deferred script would. main.js needs no order: webpack's runtime, in
 * boot, starts main once both are there.
 */
class RunBootAtOnce {
  apply(compiler) {
    compiler.hooks.compilation.tap('RunBootAtOnce', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('RunBootAtOnce', (data) => {
        const boot = data.headTags.find((tag) => tag.tagName === 'script' && /^\/assets\/boot\b[^/]*\.js$/.test(tag.attributes.src));
        if (!boot) throw new Error('index.html has no boot script: the entry was renamed');
        delete boot.attributes.defer;
        boot.attributes.async = true;
        return data;
      });
    });
  }
}

/*
 * The driver page's service worker (src/client/serviceWorker/sw.ts, issue 24) precaches what the driver page needs to
 * open without a network, and nothing else: the shell, the entry's files, the driverLink screen's chunks (with the
 * icons and styles they use). A carrier's screens stay out of it.
 */
const driverPageChunkGroups = ['boot', 'main', 'driverLink'];
const driverPageFiles = new WeakMap();

function isDriverPageAsset({ asset, compilation }) {
  if (!driverPageFiles.has(compilation)) {
    const files = new Set(['index.html', 'favicon.svg']);
    for (const name of driverPageChunkGroups) {
      const group = compilation.namedChunkGroups.get(name);
      if (!group) throw new Error(`no chunk group named ${name}: its webpackChunkName changed`);
      for (const chunk of group.chunks) [...chunk.files, ...chunk.auxiliaryFiles].forEach((file) => files.add(file));
    }
    driverPageFiles.set(compilation, files);
  }
  return driverPageFiles.get(compilation).has(asset.name);
}

// Text the server sends pre-compressed (src/server/http/static.ts picks the variant by Accept-Encoding).
const compressible = /\.(js|css|html|svg|json|txt)$/;

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    /*
     * boot runs first and holds the webpack runtime; main depends on it, so the modules both use (the request
     * helper, the query-string reader) are sent once and are one instance: the early search boot starts is the
     * app's to take over (src/client/boot/earlySearch.ts).
     */
    entry: {
      boot: './src/client/boot/index.ts',
      main: { import: './src/client/index.tsx', dependOn: 'boot' },
    },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash].js' : 'assets/[name].js',
      // Source maps are for reading our own error reports, not for visitors: kept beside dist/, never served.
      sourceMapFilename: '../dist-maps/[file].map',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        { test: /\.[jt]sx?$/, exclude: /node_modules/, use: 'babel-loader' },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(png|svg|ico|woff2?)$/, type: 'asset/resource', generator: { filename: 'assets/[name].[contenthash][ext]' } },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: 'public/index.html', favicon: 'public/favicon.svg' }),
      new PreloadFirstScreen(),
      new RunBootAtOnce(),
      ...(production ? [new PrerenderShell()] : []),
      new MiniCssExtractPlugin({ filename: production ? 'assets/[name].[contenthash].css' : 'assets/[name].css' }),
      // Dates are shown in English only: moment's 130-odd locales would triple the first screen's JS.
      new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
      ...(production
        ? [
          new InjectManifest({
            swSrc: './src/client/serviceWorker/sw.ts',
            swDest: 'sw.js',
            include: [isDriverPageAsset],
            // Hashed names are their own revision; only index.html and the favicon need one.
            dontCacheBustURLsMatching: /^\/assets\//,
          }),
          new CompressionPlugin({ test: compressible, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 } }),
          new CompressionPlugin({
            test: compressible,
            algorithm: 'brotliCompress',
            filename: '[path][base].br',
            compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
          }),
        ]
        : []),
    ],
    devServer: {
      port: 8080,
      historyApiFallback: true,
      proxy: [{ context: ['/api', '/config.js'], target: 'http://localhost:3000' }],
    },
    performance: { hints: false },
  };
};
