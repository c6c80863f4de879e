import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration, PathData } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { ContentModulesPlugin } from './content/content-modules-plugin';
import { pagesContractFile } from './contracts/contract-files';
import { developmentConfig } from './dev-config';
import { FixedAddressCopyPlugin } from './fixed-address-copy-plugin';
import { portOf, type AppName } from './ports';
import { precompressedFiles } from './precompressed-files';
import { buildReleaseOf } from './release-metadata';
import { pageManifestOf, remoteExposes } from './remote-exposes';
import { publishedPages } from '@isarlicht/contracts/pages/routed-pages';
import { fixedMainScript } from '@isarlicht/contracts/start/page-state';
import { sharedDependencies } from './shared-dependencies';
import { typescriptRule, type Mode } from './typescript-rule';

interface AppOptions<A extends AppName> {
  readonly app: A;
  /** The package folder (`__dirname` of its webpack config). */
  readonly dir: string;
  /** Title and description of the HTML page (the shell's document, or a remote's standalone page). */
  readonly htmlTitle: string;
  readonly htmlDescription?: string;
  /** The page's icon, a URL (`<link rel="icon">` of a page template that names it). */
  readonly htmlIcon?: string;
  /** The app loads other remotes' modules itself (the dev dashboard loads every `./inspect`). */
  readonly loadsRemotes?: boolean;
  /** Extra endpoints of the development server (the devtools slice's test reports and runs). */
  readonly devMiddlewares?: readonly DevMiddleware[];
  /** The app holds the content entries whose index modules its build writes (docs/decisions/054). */
  readonly writesContentModules?: boolean;
}

export interface DevMiddleware {
  readonly name: string;
  readonly path: string;
  readonly middleware: (req: IncomingMessage, res: ServerResponse) => void;
}

function styleRules(mode: Mode) {
  const extract = MiniCssExtractPlugin.loader;
  return [
    {
      test: /\.module\.css$/,
      use: [
        extract,
        {
          loader: 'css-loader',
          options: {
            esModule: true,
            modules: {
              namedExport: false,
              exportLocalsConvention: 'as-is',
              localIdentName: mode === 'production' ? '[hash:base64:7]' : '[name]__[local]--[hash:base64:4]',
            },
          },
        },
      ],
    },
    { test: /\.css$/, exclude: /\.module\.css$/, use: [extract, 'css-loader'] },
  ];
}

/**
 * The shell's entry under `chunks/`, named by its content. The MF runtime module asks
 * for the entry's name before any hash exists, only for the folder it lies in, so that
 * question gets the same folder without the hash.
 */
const shellEntryFilename = (pathData: PathData): string =>
  pathData.contentHashType === 'javascript' && pathData.chunk?.contentHash?.javascript === undefined
    ? 'chunks/[name].js'
    : 'chunks/[name].[contenthash:10].js';

/** One webpack configuration for the shell and every remote, so they build alike. */
export function createWebpackConfig<A extends AppName>(options: AppOptions<A>) {
  return (_env: unknown, argv: { mode?: Mode }): Configuration & { devServer?: DevServerConfiguration } => {
    const mode: Mode = argv.mode ?? 'production';
    const { app, dir } = options;
    const isShell = app === 'shell';
    // A remote's own page (no shell) is a development tool: production remotes serve
    // only files for the shell, and take the MF runtime from it (docs/decisions/010).
    const standalonePage = isShell || mode === 'development';
    return {
      mode,
      context: dir,
      entry: standalonePage ? { main: './src/index.ts' } : {},
      devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // A remote's federation entry cannot carry a content hash; it is served no-cache
        // instead. The shell's pages name their build's entry script, so it can (docs/decisions/078).
        filename: isShell && mode === 'production' ? shellEntryFilename : '[name].js',
        chunkFilename: mode === 'production' ? 'chunks/[name].[contenthash:10].js' : 'chunks/[name].js',
        // The shell's HTML is served for every client route, so its assets need absolute
        // URLs; a remote finds its own origin at run time from its manifest.
        publicPath: isShell ? '/' : 'auto',
        uniqueName: `isarlicht_${app}`,
        // Chunks of a remote come from another origin; without CORS mode the browser reports
        // their errors as "Script error." and the dev dashboard's error log learns nothing.
        crossOriginLoading: 'anonymous',
        // The shell's boot script comes from a second compiler writing into the same folder.
        clean: isShell ? { keep: /^boot\.js/ } : true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [
          // The MF runtime packages ship CommonJS and ES module builds. The generated
          // federation entry requires the CommonJS chain, our code imports the ES one,
          // and the page got runtime-core and the sdk twice (docs/decisions/019). Their
          // requires of each other now resolve to the ES build as well.
          {
            test: /[\\/]node_modules[\\/]@module-federation[\\/]/,
            resolve: { byDependency: { commonjs: { conditionNames: ['import', 'module', 'webpack', 'browser', 'default'] } } },
          },
          typescriptRule(dir),
          // A slice's content entries, Markdown with front matter (docs/decisions/054).
          {
            test: /\.md$/,
            include: path.join(dir, 'src', 'content'),
            type: 'javascript/auto',
            use: require.resolve('./content/markdown-loader.ts'),
          },
          ...styleRules(mode),
          {
            test: /\.(svg|webp|avif|png|jpe?g)$/,
            type: 'asset/resource',
            generator: { filename: mode === 'production' ? 'assets/[name].[contenthash:10][ext]' : 'assets/[name][ext]' },
          },
        ],
      },
      plugins: [
        ...(options.writesContentModules ? [new ContentModulesPlugin()] : []),
        new MiniCssExtractPlugin({
          filename: mode === 'production' ? 'styles/[name].[contenthash:10].css' : 'styles/[name].css',
          chunkFilename: mode === 'production' ? 'styles/[name].[contenthash:10].css' : 'styles/[name].css',
        }),
        new ModuleFederationPlugin({
          name: app,
          filename: isShell ? undefined : 'remoteEntry.js',
          // A remote exposes its manifest's pages and `src/exposes/`, so no list repeats them.
          exposes: isShell ? undefined : remoteExposes(dir),
          remotes: {},
          shared: sharedDependencies,
          // Splits the runtime's loading chains into short tasks (docs/decisions/022).
          runtimePlugins: [require.resolve('@isarlicht/browser-runtime/federation/task-splitting-plugin')],
          dts: false,
          // The manifest names the build it describes, so a live remote's version and commit can be read (docs/decisions/013), and its pages.
          manifest: {
            additionalData: ({ stats }) => {
              const { version, commit } = buildReleaseOf(dir);
              const buildInfo = { ...stats.metaData.buildInfo, buildVersion: version, commit };
              stats.metaData.buildInfo = buildInfo;
              // The shell routes by the pages of the live releases (docs/decisions/030), and
              // names the page shape it reads, so a remote's deploy can check against it (docs/decisions/039).
              if (!isShell) Object.assign(stats.metaData, { pages: publishedPages(pageManifestOf(dir)) });
              else Object.assign(stats.metaData, { pageShape: JSON.parse(readFileSync(pagesContractFile, 'utf8')) as unknown });
              return stats;
            },
          },
          experiments: {
            // The shell carries runtime-core once for the page; production remote entries
            // reference it instead of shipping their own copy.
            provideExternalRuntime: isShell,
            externalRuntime: !standalonePage,
            optimization: { target: 'web', disableRemote: !isShell && options.loadsRemotes !== true },
          },
        }),
        // Files served under a fixed address (share image, no-script styles), copied as they are.
        ...(existsSync(path.join(dir, 'public')) ? [new CopyWebpackPlugin({ patterns: [{ from: 'public' }] })] : []),
        ...(isShell && mode === 'production' ? [new FixedAddressCopyPlugin('main', fixedMainScript.slice(1))] : []),
        ...(mode === 'production' ? precompressedFiles() : []),
        ...(standalonePage
          ? [
              new HtmlWebpackPlugin({
                // The remotes' development pages are alike: one empty page with the app's title.
                template: isShell ? './src/index.html' : path.join(__dirname, 'remote-standalone.html'),
                // The shell's public pages are prerendered from this page into index.html and
                // friends (scripts/prerender); the empty page itself serves the client-only ones.
                filename: isShell ? 'app.html' : 'index.html',
                title: options.htmlTitle,
                description: options.htmlDescription ?? '',
                icon: options.htmlIcon ?? '',
                chunks: ['main'],
                // The shell's page names only its boot script (create-boot-config.ts), which starts the entry script
                // the page names in `data-main-script` after the first paint.
                inject: !isShell,
                // The standalone page of a remote is also served for nested client routes.
                publicPath: '/',
              }),
            ]
          : []),
      ],
      performance: { hints: false },
      devServer: {
        port: portOf(app),
        hot: true,
        historyApiFallback: isShell ? { index: '/app.html' } : true,
        devMiddleware: { index: isShell ? 'app.html' : 'index.html' },
        headers: { 'Access-Control-Allow-Origin': '*' },
        // Runtime errors go to the dev dashboard's error log; an overlay over the page would
        // block the very clicks that reproduce them. Build errors still show.
        client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
        // Every dev server answers /remotes.json, so a remote's standalone page reads
        // the same deployment configuration as the shell.
        setupMiddlewares: (middlewares) => [
          {
            name: 'deployment-config',
            path: '/remotes.json',
            middleware: (_req: unknown, res: { json: (body: unknown) => void }) =>
              void developmentConfig().then((config) => res.json(config)),
          },
          ...(options.devMiddlewares ?? []),
          ...middlewares,
        ],
      },
    };
  };
}
