import { writeDist } from './fixture-dist';

/** A remote's dist as the project's webpack config writes it, reduced to what deploying reads. */
export function remoteBuild(text: string, commit = 'af7a8fd48c') {
  const manifest = {
    id: 'marketing',
    name: 'marketing',
    metaData: {
      name: 'marketing',
      buildInfo: { buildVersion: '1.2.0', buildName: 'mfe-marketing', commit },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      globalName: 'marketing',
      publicPath: 'auto',
    },
    shared: [
      { id: 'marketing:react', name: 'react', assets: { js: { sync: ['chunks/696.a.js'], async: [] }, css: { sync: [], async: [] } } },
    ],
    remotes: [],
    exposes: [
      {
        id: 'marketing:home',
        name: 'home',
        path: './home',
        assets: { js: { sync: ['chunks/home.b.js'], async: ['chunks/later.c.js'] }, css: { sync: ['styles/home.d.css'], async: [] } },
      },
    ],
  };
  return writeDist({
    'mf-manifest.json': JSON.stringify(manifest),
    'remoteEntry.js': `/* entry */`,
    'chunks/home.b.js': `document.title = ${JSON.stringify(text)};`,
    '.source-hash': 'build stamp, not part of the release',
  });
}
