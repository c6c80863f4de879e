import fs from 'node:fs';
import path from 'node:path';
import { anchorsOf } from './headings';
import { linksOf } from './links';
import { parseMarkdown, type Token } from './markdown';
import type { Problem } from './problem';

// A scheme (`https:`, `mailto:`) or a protocol-relative `//host` leaves the repository.
const leavesTheRepository = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * Every relative link of the documents resolves: its file or folder exists, and a
 * `#fragment` into a Markdown file names one of its headings' anchors.
 */
export function linkProblems(root: string, files: readonly string[]): Problem[] {
  const documents = new Map<string, Token[]>();
  const tokensOf = (file: string): Token[] => {
    const known = documents.get(file);
    if (known) return known;
    const tokens = parseMarkdown(fs.readFileSync(file, 'utf8'));
    documents.set(file, tokens);
    return tokens;
  };
  return files.flatMap((file) =>
    linksOf(tokensOf(file)).flatMap(({ href, line }): Problem[] => {
      if (leavesTheRepository.test(href)) return [];
      const report = (message: string): Problem[] => [{ file: path.relative(root, file), line, message: `"${href}": ${message}` }];
      const [address = '', fragment = ''] = href.split('?')[0]?.split('#') ?? [];
      const pathPart = decoded(address);
      const target =
        pathPart === '' ? file : pathPart.startsWith('/') ? path.join(root, pathPart) : path.resolve(path.dirname(file), pathPart);
      if (!fs.existsSync(target)) return report(`no such file or folder ${path.relative(root, target)}`);
      if (fragment === '' || !target.endsWith('.md') || !fs.statSync(target).isFile()) return [];
      return anchorsOf(tokensOf(target)).has(decoded(fragment))
        ? []
        : report(`${path.relative(root, target)} has no heading with the anchor #${decoded(fragment)}`);
    }),
  );
}
