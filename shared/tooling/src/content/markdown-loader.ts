import type { LoaderContext } from 'webpack';
import { entryModule } from './entry-module';
import { pageEntry } from './markdown-entry';

/** webpack loader for a slice's content entries (`src/content/**\/*.md`), see docs/decisions/054. */
export default function markdownLoader(this: LoaderContext<Record<string, never>>, source: string): string {
  return entryModule(pageEntry(source, this.resourcePath), 'esm');
}
