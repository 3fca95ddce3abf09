import { posix } from 'node:path';
import ts from 'typescript';

/**
 * The layer rules of DESIGN.md, checked on the source text: which modules a layer may import and
 * which browser or ambient globals it may touch.
 */
export interface Violation {
  readonly file: string;
  readonly line: number;
  readonly what: string;
}

export type Layer = 'domain' | 'application' | 'adapters' | 'ui' | 'composition' | 'server' | 'serverComposition' | 'contract' | 'kernel' | 'other';

export function layerOf(file: string): Layer {
  const [top, second] = file.split('/');
  if (top === 'src' && second) {
    if (['domain', 'application', 'adapters', 'ui', 'composition'].includes(second)) return second as Layer;
    return 'other';
  }
  if (top === 'server') return second === 'composition' ? 'serverComposition' : 'server';
  if (top === 'contract') return 'contract';
  if (top === 'kernel') return 'kernel';
  return 'other';
}

/** Where a relative import lands, as a repository path; packages stay as they are. */
export function resolveImport(file: string, specifier: string): { kind: 'package'; name: string } | { kind: 'file'; path: string } {
  if (!specifier.startsWith('.')) {
    const parts = specifier.split('/');
    const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
    return { kind: 'package', name };
  }
  return { kind: 'file', path: posix.normalize(posix.join(posix.dirname(file), specifier)) };
}

const BROWSER_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'fetch', 'navigator', 'globalThis', 'XMLHttpRequest', 'indexedDB'];
const IMPURE_GLOBALS = [...BROWSER_GLOBALS, 'setTimeout', 'setInterval', 'requestIdleCallback', 'console', 'process'];

interface Rule {
  readonly packages: (name: string) => boolean;
  readonly files: (path: string, file: string) => boolean;
  readonly globals: readonly string[];
  /** `Date.now()`, `new Date()` and `Math.random()`: time and chance arrive as arguments. */
  readonly pureTime: boolean;
}

/** The container and its metadata: only the two composition roots (`src/composition`, `server/composition`) import them. */
const isContainerPackage = (name: string) => name === 'inversify' || name.startsWith('@inversifyjs/') || name === 'reflect-metadata';
const isCompositionRoot = (layer: Layer) => layer === 'composition' || layer === 'serverComposition';

const within = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);

/**
 * The renderer's seam: the types the server and the server build of the renderer agree on. It holds types only,
 * so the server may name it with `import type`, the one file under src/ beyond the domain it may name.
 */
export const RENDER_SEAM = 'src/composition/render-seam';

/** The in-memory stand-ins of the ports: for tests alone, like everything under test/. */
export const MEMORY_FAKES = 'src/adapters/memory';
/** Production code: never imports a test's support or a memory stand-in (only the stand-ins themselves do). */
const isProduction = (file: string) => (within(file, 'src') || within(file, 'server')) && !within(file, MEMORY_FAKES);
const isReact = (name: string) => name === 'react' || name === 'react-dom';
/** The shared kernel (`kernel/`): the wire's vocabulary, which every layer may read and which reads nothing. */
const isKernel = (path: string) => within(path, 'kernel');

const RULES: Record<Exclude<Layer, 'other' | 'composition'>, Rule> = {
  domain: {
    packages: (name) => name === 'immer',
    files: (path) => within(path, 'src/domain') || isKernel(path),
    globals: IMPURE_GLOBALS,
    pureTime: true,
  },
  application: {
    // The bus behind the EventBus port (mitt) is an adapter: application code imports no package.
    packages: () => false,
    files: (path) => within(path, 'src/domain') || within(path, 'src/application') || isKernel(path),
    globals: BROWSER_GLOBALS,
    pureTime: false,
  },
  adapters: {
    packages: (name) => !isReact(name) && !isContainerPackage(name),
    files: (path, file) => {
      if (within(path, 'src/domain') || within(path, 'src/application') || within(path, 'contract') || isKernel(path)) return true;
      if (!within(path, 'src/adapters')) return false;
      // Another adapter is reached only through its index, never its internals.
      const own = file.split('/').slice(0, 3).join('/');
      return within(path, own) || /^src\/adapters\/[^/]+(\/index)?$/.test(path);
    },
    globals: [],
    pureTime: false,
  },
  ui: {
    packages: (name) => isReact(name),
    files: (path) => within(path, 'src/ui') || within(path, 'src/application') || within(path, 'src/domain') || isKernel(path),
    globals: ['fetch', 'localStorage', 'sessionStorage', 'indexedDB', 'XMLHttpRequest'],
    pureTime: false,
  },
  server: {
    packages: (name) => !isReact(name) && !isContainerPackage(name),
    files: (path) => within(path, 'server') || within(path, 'contract') || within(path, 'src/domain') || isKernel(path),
    globals: [],
    pureTime: false,
  },
  // The server's composition root: the server's rules, and the container.
  serverComposition: {
    packages: (name) => !isReact(name),
    files: (path) => within(path, 'server') || within(path, 'contract') || within(path, 'src/domain') || isKernel(path),
    globals: [],
    pureTime: false,
  },
  // The contract reads the kernel and nothing of the client: no arrow runs from the wire back up into src/.
  contract: {
    packages: (name) => name === 'zod' || name.startsWith('zod/'),
    files: (path) => within(path, 'contract') || isKernel(path),
    globals: IMPURE_GLOBALS,
    pureTime: true,
  },
  // The kernel imports nothing at all: no package, no file outside itself, no clock.
  kernel: {
    packages: () => false,
    files: (path) => isKernel(path),
    globals: IMPURE_GLOBALS,
    pureTime: true,
  },
};

/**
 * The server by area (DESIGN.md "Where new server code goes"): rules (server/services) never import
 * server/http, whose refusal mapper is the only place a rule's refusal becomes a status; server/http never
 * queries the database: it imports the database module (server/db/database, schema, migrations) for types
 * only, to hand the handle to the rules, and calls no query builder or raw SQL. (server/db/storage-guard, which
 * names a storage fault for the 503 answer, is not the database module.) Within the rules, an area's repository
 * (`repository.ts`, or `…-repository.ts` where an area keeps several) is the only file that imports the database
 * module, Kysely or the SQLite driver and writes a statement; the rest hold the handle through
 * server/db/unit-of-work (its types and `transact`). The payment sandboxes (server/sandbox), whose state is in the
 * database too, keep the same rule: their statements are in their repository (server/sandbox/repository.ts).
 */
const DATABASE_MODULES = ['server/db/database', 'server/db/schema', 'server/db/migrations'];
const DATABASE_PACKAGES = ['kysely', 'better-sqlite3'];
const QUERY_CALLS = ['selectFrom', 'updateTable', 'insertInto', 'deleteFrom', 'replaceInto', 'transaction', 'executeQuery', 'prepare', 'pragma'];
export const isRepository = (file: string) => /(^|\/|-)repository\.ts$/.test(file);
const isRules = (file: string) => within(file, 'server/services');
/** Where statements are written in a repository only: the rules, and the sandboxes (which may import server/http). */
const keepsStatementsInRepository = (file: string) => (isRules(file) || within(file, 'server/sandbox')) && !isRepository(file);
const areaOf = (file: string) => (isRules(file) ? 'server/services' : 'server/sandbox');
const isHttp = (file: string) => within(file, 'server/http');
const moduleOf = (path: string) => path.replace(/\.tsx?$/, '').replace(/\/index$/, '');

/** An import or export that brings in types only (`import type …`, or every name marked `type`). */
function isTypeOnly(node: ts.Node): boolean {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return false;
    if (clause.isTypeOnly) return true;
    const bindings = clause.namedBindings;
    return (
      !clause.name &&
      !!bindings &&
      ts.isNamedImports(bindings) &&
      bindings.elements.length > 0 &&
      bindings.elements.every((element) => element.isTypeOnly)
    );
  }
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const clause = node.exportClause;
    return !!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((element) => element.isTypeOnly);
  }
  return false;
}

function serverAreaViolation(file: string, node: ts.Node, specifier: string): string | undefined {
  const target = resolveImport(file, specifier);
  if (target.kind === 'package' && keepsStatementsInRepository(file) && DATABASE_PACKAGES.includes(target.name)) {
    return `${areaOf(file)} imports ${target.name} outside a repository (statements belong to the area's repository)`;
  }
  if (target.kind !== 'file') return undefined;
  if (isRules(file) && within(target.path, 'server/http')) return `server/services imports '${specifier}' (rules never import server/http)`;
  if (keepsStatementsInRepository(file) && DATABASE_MODULES.includes(moduleOf(target.path))) {
    return `${areaOf(file)} imports '${specifier}' outside a repository (rules hold the handle through server/db/unit-of-work)`;
  }
  if (isHttp(file) && DATABASE_MODULES.includes(moduleOf(target.path)) && !isTypeOnly(node)) {
    return `server/http imports '${specifier}' (only its types: the rules query the database)`;
  }
  return undefined;
}

export function checkSource(file: string, text: string): Violation[] {
  const layer = layerOf(file);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const violations: Violation[] = [];
  const report = (node: ts.Node, what: string) =>
    violations.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, what });

  const visitImport = (node: ts.Node, specifier: string, typeOnly = false) => {
    const area = serverAreaViolation(file, node, specifier);
    if (area) report(node, area);
    const target = resolveImport(file, specifier);
    if (target.kind === 'file' && isProduction(file) && (within(target.path, 'test') || within(target.path, MEMORY_FAKES))) {
      report(node, `production code imports '${specifier}', which only tests may`);
      return;
    }
    if (typeOnly && target.kind === 'file' && target.path === RENDER_SEAM && (layer === 'server' || layer === 'serverComposition')) return;
    // DESIGN.md: the application takes the wire's payload types from contract/, as types only (nothing of zod is loaded).
    if (layer === 'application' && target.kind === 'file' && within(target.path, 'contract')) {
      if (!isTypeOnly(node)) report(node, `application imports '${specifier}' as a value; contract/ is read with import type`);
      return;
    }
    if (target.kind === 'package' && isContainerPackage(target.name) && !isCompositionRoot(layer)) {
      report(node, `imports ${target.name} outside src/composition and server/composition`);
      return;
    }
    if (layer === 'other' || layer === 'composition') return;
    const rule = RULES[layer];
    const allowed = target.kind === 'package' ? rule.packages(target.name) : rule.files(target.path, file);
    if (!allowed) report(node, `${layer} imports '${specifier}'`);
  };

  const rule = layer === 'other' || layer === 'composition' ? undefined : RULES[layer];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      visitImport(node, node.moduleSpecifier.text, isTypeOnly(node));
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteral(arg)) visitImport(node, arg.text);
    } else if (rule && ts.isIdentifier(node) && rule.globals.includes(node.text) && isValueReference(node)) {
      report(node, `${layer} touches the global '${node.text}'`);
    } else if (rule?.pureTime && ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      const name = `${node.expression.text}.${node.name.text}`;
      if (name === 'Date.now' || name === 'Math.random') report(node, `${layer} calls ${name}`);
    } else if (
      (isHttp(file) || keepsStatementsInRepository(file)) &&
      ts.isPropertyAccessExpression(node) &&
      QUERY_CALLS.includes(node.name.text) &&
      ts.isCallExpression(node.parent) &&
      node.parent.expression === node
    ) {
      report(
        node,
        `${isHttp(file) ? 'server/http' : 'a rule'} queries the database (.${node.name.text}): the statement belongs to the area's repository`,
      );
    } else if (
      (isHttp(file) || keepsStatementsInRepository(file)) &&
      ts.isTaggedTemplateExpression(node) &&
      ts.isIdentifier(node.tag) &&
      node.tag.text === 'sql'
    ) {
      report(node, `${isHttp(file) ? 'server/http' : 'a rule'} runs raw SQL: the statement belongs to the area's repository`);
    } else if (
      rule?.pureTime &&
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'Date' &&
      !node.arguments?.length
    ) {
      report(node, `${layer} reads the clock with new Date()`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return violations;
}

/** True when an identifier refers to a value in scope, not a property name or a declared name. */
function isValueReference(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if (
    (ts.isPropertyAssignment(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isMethodSignature(parent)) &&
    parent.name === node
  )
    return false;
  if (
    (ts.isVariableDeclaration(parent) || ts.isParameter(parent) || ts.isFunctionDeclaration(parent) || ts.isBindingElement(parent)) &&
    parent.name === node
  )
    return false;
  if (ts.isQualifiedName(parent) || ts.isTypeReferenceNode(parent)) return false;
  if (ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent)) return false;
  return true;
}
