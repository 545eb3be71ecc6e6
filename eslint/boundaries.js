// A small ESLint rule for the import boundaries of the architecture: it resolves each
// relative or workspace import to a file path and refuses the pairs a zone forbids.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const workspaces = {
  '@moim/contract': 'packages/contract/src',
  '@moim/server': 'apps/server/src',
  '@moim/web': 'apps/web/src',
};

/** The importing file and the imported path, relative to the repository root, or undefined for a package. */
function resolveImport(filename, source) {
  if (source.startsWith('.')) return path.relative(root, path.resolve(path.dirname(filename), source));
  for (const [name, dir] of Object.entries(workspaces)) {
    if (source === name || source.startsWith(`${name}/`)) return dir;
  }
  return undefined;
}

export function boundariesPlugin(zones) {
  return {
    rules: {
      boundaries: {
        meta: { type: 'problem', schema: [] },
        create(context) {
          const file = path.relative(root, context.filename);
          const applicable = zones.filter((zone) => zone.target(file));
          if (applicable.length === 0) return {};
          const check = (node) => {
            if (!node.source || typeof node.source.value !== 'string') return;
            const imported = resolveImport(context.filename, node.source.value);
            if (imported === undefined) return;
            for (const zone of applicable) {
              if (zone.from(imported, file)) context.report({ node: node.source, message: zone.message });
            }
          };
          return {
            ImportDeclaration: check,
            ExportNamedDeclaration: check,
            ExportAllDeclaration: check,
            ImportExpression: check,
          };
        },
      },
    },
  };
}
