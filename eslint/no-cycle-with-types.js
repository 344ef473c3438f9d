import importX from 'eslint-plugin-import-x';

const noCycle = importX.rules['no-cycle'];

/** An import node as import-x reads a value import: same place and source, `type` dropped. */
function asValueImport(node) {
  if (node.importKind !== 'type' && !node.specifiers?.some((s) => s.importKind === 'type')) return node;
  return {
    ...node,
    importKind: 'value',
    specifiers: node.specifiers?.map((s) => ({ ...s, importKind: 'value' })),
  };
}

/**
 * import-x/no-cycle that counts type-only imports as edges too (why: eslint/value-imports-parser.cjs). That parser
 * covers the modules the rule walks through; this wrapper covers the first edge, in the file being linted, which
 * import-x checks on the real parser's AST and skips when it is written `import type`.
 */
export const noCycleWithTypes = {
  ...noCycle,
  create(context) {
    const visitors = noCycle.create(context);
    const wrapped = { ...visitors };
    for (const type of ['ImportDeclaration', 'TSImportEqualsDeclaration']) {
      const visit = visitors[type];
      if (visit) wrapped[type] = (node) => visit(asValueImport(node));
    }
    return wrapped;
  },
};
