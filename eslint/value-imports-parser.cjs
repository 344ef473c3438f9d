// @typescript-eslint/parser, with every type-only import and re-export read as a value one. import-x/no-cycle
// parses the modules it walks through with this parser (the import-x/parsers setting in eslint.config.js), and
// import-x skips an edge written `import type` or `export type ... from`: a cycle made of types alone would
// pass. Such a cycle still ties the modules together (a type moved, renamed or narrowed in one changes the
// others, and a later value import turns it into a cycle at run time), so the check must see it. The file being
// linted keeps the real parser: consistent-type-imports and no-duplicates still see each `type`.
'use strict';

// import-x loads a parser by its path with require(): CommonJS, as the parser it wraps.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const parser = require('@typescript-eslint/parser');

/** Marks a top-level import or re-export with a source as a value one, its specifiers too. */
function asValue(node) {
  if (node.type === 'ImportDeclaration' || node.type === 'TSImportEqualsDeclaration') {
    node.importKind = 'value';
    for (const specifier of node.specifiers ?? []) if ('importKind' in specifier) specifier.importKind = 'value';
  } else if ((node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && node.source) {
    node.exportKind = 'value';
    for (const specifier of node.specifiers ?? []) if ('exportKind' in specifier) specifier.exportKind = 'value';
  }
}

module.exports = {
  ...parser,
  meta: { name: 'value-imports-parser' },
  parseForESLint(code, options) {
    const result = parser.parseForESLint(code, options);
    for (const node of result.ast.body) asValue(node);
    return result;
  },
};
