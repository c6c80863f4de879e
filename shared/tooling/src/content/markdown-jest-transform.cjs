/**
 * Jest's stand-in for the webpack loader of content entries: the same parser, a CommonJS
 * module. Jest loads transformers without a TypeScript hook, so tsx loads the parser.
 */
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { require: tsxRequire } = require('tsx/cjs/api');

// A change of the parser makes every entry's cached module stale.
const parserSource = ['markdown-entry.ts', 'entry-module.ts', 'front-matter.ts', 'collections.ts']
  .map((file) => readFileSync(join(__dirname, file), 'utf8'))
  .join('\n');

const { pageEntry } = tsxRequire('./markdown-entry.ts', __filename);
const { entryModule } = tsxRequire('./entry-module.ts', __filename);

module.exports = {
  getCacheKey(source, file) {
    return createHash('sha256').update(parserSource).update(file).update(source).digest('hex');
  },
  process(source, file) {
    return { code: entryModule(pageEntry(source, file), 'commonjs') };
  },
};
