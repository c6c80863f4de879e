import type { LoaderContext } from 'webpack';
import { entryModule } from './entry-module';
import { parseMarkdownEntry } from './markdown-entry';

/** webpack loader for a slice's content entries (`src/content/**\/*.md`), see docs/decisions/041. */
export default function markdownLoader(this: LoaderContext<Record<string, never>>, source: string): string {
  return entryModule(parseMarkdownEntry(source, this.resourcePath), 'esm');
}
