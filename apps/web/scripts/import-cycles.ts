/**
 * The import graph of the repository's own modules, type-only imports included, and the cycles
 * in it. import-x/no-cycle, the lint rule, skips `import type` and type-only specifiers, so a
 * cycle with one of them in it passed (docs/decisions/028-import-x-no-cycle.md);
 * check-import-cycles.ts runs this in `npm run lint`. Each workspace's files are the ones its
 * tsconfig.json includes, and imports are resolved as TypeScript resolves them (paths such as
 * `~/*`, package exports across workspaces).
 */
import fs from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

/** Where a module imports another module of the repository (real paths). */
export interface ModuleImport {
  from: string;
  to: string;
  /** Only types: `import type`, or every specifier marked `type`. */
  typeOnly: boolean;
}

/** The tsconfig.json of every workspace of the repository at `root` that has one. */
export function workspaceConfigs(root: string): string[] {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  return workspaces
    .flatMap((pattern) => {
      const parent = path.join(root, pattern.replace(/\/\*$/, ''));
      return fs.readdirSync(parent).map((name) => path.join(parent, name, 'tsconfig.json'));
    })
    .filter((config) => fs.existsSync(config))
    .sort();
}

/** Prisma's generated client is not ours to arrange: its files import each other by design. */
const isOwnModule = (file: string) => !/[\\/](node_modules|generated)[\\/]/.test(file);

function importsOnlyTypes(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return false;
    if (clause.isTypeOnly) return true;
    const bindings = clause.namedBindings;
    return (
      !clause.name &&
      bindings !== undefined &&
      ts.isNamedImports(bindings) &&
      bindings.elements.length > 0 &&
      bindings.elements.every((element) => element.isTypeOnly)
    );
  }
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return (
    clause !== undefined &&
    ts.isNamedExports(clause) &&
    clause.elements.length > 0 &&
    clause.elements.every((element) => element.isTypeOnly)
  );
}

/** What a module names: its imports and re-exports, `import()` calls and `import('…')` types. */
function namedModules(sourceFile: ts.SourceFile): { specifier: string; typeOnly: boolean }[] {
  const named: { specifier: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      named.push({ specifier: node.moduleSpecifier.text, typeOnly: importsOnlyTypes(node) });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      named.push({ specifier: node.arguments[0].text, typeOnly: false });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      named.push({ specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return named;
}

/** Every import from one module of the workspaces to another, read with each one's tsconfig. */
export function moduleImports(configs: string[]): ModuleImport[] {
  const optionsOf = new Map<string, ts.CompilerOptions>();
  for (const config of configs) {
    const parsed = ts.getParsedCommandLineOfConfigFile(
      config,
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
          throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
        },
      },
    );
    if (!parsed) throw new Error(`${config} could not be read`);
    for (const file of parsed.fileNames.filter(isOwnModule)) {
      optionsOf.set(fs.realpathSync(file), parsed.options);
    }
  }
  const imports = new Map<string, ModuleImport>();
  for (const [from, options] of optionsOf) {
    const sourceFile = ts.createSourceFile(
      from,
      fs.readFileSync(from, 'utf8'),
      ts.ScriptTarget.Latest,
    );
    for (const { specifier, typeOnly } of namedModules(sourceFile)) {
      const resolved = ts.resolveModuleName(specifier, from, options, ts.sys).resolvedModule;
      if (!resolved) continue;
      const to = fs.realpathSync(resolved.resolvedFileName);
      if (!optionsOf.has(to) || to === from) continue;
      // A module imported for a value somewhere imports it for a value.
      const key = `${from}\0${to}`;
      imports.set(key, { from, to, typeOnly: typeOnly && (imports.get(key)?.typeOnly ?? true) });
    }
  }
  return [...imports.values()];
}

/**
 * The groups of modules whose imports lead round to where they started (the strongly connected
 * components of more than one module, found with Tarjan's algorithm), each as its imports.
 */
export function importCycles(imports: ModuleImport[]): ModuleImport[][] {
  const importsFrom = new Map<string, ModuleImport[]>();
  for (const entry of imports) {
    const from = importsFrom.get(entry.from) ?? [];
    from.push(entry);
    importsFrom.set(entry.from, from);
  }
  const visitOrder = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: ModuleImport[][] = [];

  const visit = (file: string) => {
    const order = visitOrder.size;
    visitOrder.set(file, order);
    lowest.set(file, order);
    stack.push(file);
    onStack.add(file);
    for (const { to } of importsFrom.get(file) ?? []) {
      if (!visitOrder.has(to)) {
        visit(to);
        lowest.set(file, Math.min(lowest.get(file) ?? order, lowest.get(to) ?? order));
      } else if (onStack.has(to)) {
        lowest.set(file, Math.min(lowest.get(file) ?? order, visitOrder.get(to) ?? order));
      }
    }
    if (lowest.get(file) !== order) return;
    const group = new Set<string>();
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.add(member);
    } while (member !== file);
    if (group.size > 1) {
      cycles.push(imports.filter((entry) => group.has(entry.from) && group.has(entry.to)));
    }
  };

  for (const file of importsFrom.keys()) if (!visitOrder.has(file)) visit(file);
  return cycles;
}
