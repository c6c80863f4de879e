import type { Json, JsonObject } from '../release/pointer-manifest';

const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const stringsOf = (value: Json | undefined): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

/** The files of the asset lists (`js`/`css` × `sync`/`async`) of the manifest's shared and exposed modules. */
const assetFiles = (entries: Json | undefined): string[] =>
  (Array.isArray(entries) ? entries : []).flatMap((entry: Json) => {
    const assets = isObject(entry) && isObject(entry.assets) ? entry.assets : {};
    return Object.values(assets).flatMap((lists) => (isObject(lists) ? Object.values(lists).flatMap(stringsOf) : []));
  });

/**
 * Every file a live pointer names (ADR 013's paths under `releases/<id>/`): its remote
 * entry and the assets of its shared and exposed modules. An origin holds all of them
 * before it serves the pointer.
 */
export function pointerFiles(read: unknown): string[] {
  const manifest = isObject(read as Json) ? (read as JsonObject) : {};
  const metaData = isObject(manifest.metaData) ? manifest.metaData : {};
  const entry = isObject(metaData.remoteEntry) ? metaData.remoteEntry : {};
  const entryFile = typeof entry.path === 'string' && typeof entry.name === 'string' ? [`${entry.path}/${entry.name}`] : [];
  return [...new Set([...entryFile, ...assetFiles(manifest.shared), ...assetFiles(manifest.exposes)])];
}
