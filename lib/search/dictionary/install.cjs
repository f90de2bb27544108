// Writes the search configuration's dictionary files (schema.sql names them) into a PostgreSQL
// share directory's tsearch_data: the server's (scripts/search-db-start.sh, as root) or PGlite's
// in-memory file system (lib/search/engine.ts). One source for both, so both stem alike.
const fs = require('node:fs');
const path = require('node:path');
const { STOP_WORDS } = require('./stopWords.cjs');

/**
 * The files by name: what PostgreSQL reads for StopWords = bua_stop and SYNONYMS = bua_protected.
 * `dir` is this folder; the portal's bundled server names it from the project's root, where the
 * standalone build keeps it (next.config.ts), as its own location is then the bundle's.
 */
function dictionaryFiles(dir = __dirname) {
  return { 'bua_stop.stop': `${STOP_WORDS.join('\n')}\n`, 'bua_protected.syn': fs.readFileSync(path.join(dir, 'protected.syn'), 'utf8') };
}

/** Writes them with `write(name, text)`; into a directory when given a path. */
function installDictionary(target, dir = __dirname) {
  const write = typeof target === 'function' ? target : (name, text) => fs.writeFileSync(path.join(target, name), text);
  for (const [name, text] of Object.entries(dictionaryFiles(dir))) write(name, text);
}

module.exports = { dictionaryFiles, installDictionary };

if (require.main === module) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node lib/search/dictionary/install.cjs <sharedir>/tsearch_data');
    process.exit(2);
  }
  installDictionary(dir);
  console.log(`[search] dictionary files written to ${dir}`);
}
