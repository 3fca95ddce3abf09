import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ROOT, readSource, sourceFiles } from './source-files';

/**
 * Reads docs/spec-coverage.md and checks that what each row names exists: every function the row says
 * states the rule is declared where the row's notation points and is called from product code, and every
 * test it cites is a test of that file. The notation is the one the document's preamble describes:
 * `module/fn` for src/domain, `use-cases/file/fn`, `server:path/fn` for server/services, a path, or a bare
 * name of a component or function; `file › name; › other name` for tests, `…` shortening a name.
 */

export interface CoverageRow {
  readonly line: number;
  readonly cells: readonly string[];
}

export interface CoverageProblem {
  readonly line: number;
  readonly problem: string;
}

const PRODUCT_FOLDERS = ['src', 'server', 'contract', 'kernel'];

/** The table rows of a markdown document: header and separator rows left out. */
export function coverageRows(markdown: string): CoverageRow[] {
  const rows: CoverageRow[] = [];
  const lines = markdown.split('\n');
  lines.forEach((text, index) => {
    if (!text.startsWith('|')) return;
    if (/^\|[\s|:-]+\|$/.test(text)) return;
    const next = lines[index + 1] ?? '';
    if (/^\|[\s|:-]+\|$/.test(next)) return; // a header row
    const cells = splitCells(text);
    rows.push({ line: index + 1, cells });
  });
  return rows;
}

/** Cells of a row, not splitting on a `|` inside backticks. */
function splitCells(text: string): string[] {
  const cells: string[] = [];
  let current = '';
  let inCode = false;
  const inner = text.slice(1, text.endsWith('|') ? -1 : undefined);
  for (let index = 0; index < inner.length; index += 1) {
    const char = inner[index]!;
    if (char === '`') inCode = !inCode;
    if (char === '\\' && inner[index + 1] === '|') {
      current += '|';
      index += 1;
    } else if (char === '|' && !inCode) {
      cells.push(current.trim());
      current = '';
    } else current += char;
  }
  cells.push(current.trim());
  return cells;
}

export interface Sources {
  /** Repository-relative path → text, for every product source file. */
  readonly product: ReadonlyMap<string, string>;
  readonly exists: (path: string) => boolean;
  readonly read: (path: string) => string;
  /** Test files, repository-relative. */
  readonly tests: readonly string[];
}

export function repositorySources(): Sources {
  const product = new Map(PRODUCT_FOLDERS.flatMap(sourceFiles).map((file) => [file, readSource(file)] as const));
  return {
    product,
    exists: (path) => existsSync(join(ROOT, path)),
    read: (path) => readSource(path),
    tests: sourceFiles('test'),
  };
}

const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where a name is declared: a function, a binding, a class or type, an object method or property. */
function declares(text: string, name: string): boolean {
  const n = escape(name);
  return new RegExp(
    `(?:function\\*?|const|let|var|class|interface|type|enum)\\s+${n}\\b` +
      `|^\\s*(?:export\\s+)?(?:async\\s+)?${n}\\s*[(<]` +
      `|^\\s*(?:readonly\\s+)?['"]?${n}['"]?\\??\\s*:` +
      `|export\\s*\\{[^}]*\\b${n}\\b`,
    'm',
  ).test(text);
}

/** How often each identifier occurs in the product's sources, counted once per repository. */
const identifierCounts = new WeakMap<Sources, Map<string, number>>();

/** Uses of a name other than its declaration: a reference, an import, a call, a JSX tag. */
function usesOutsideDeclaration(sources: Sources, name: string): number {
  let counts = identifierCounts.get(sources);
  if (!counts) {
    counts = new Map();
    for (const text of sources.product.values())
      for (const [word] of text.matchAll(/[A-Za-z_$][\w$]*/g)) counts.set(word, (counts.get(word) ?? 0) + 1);
    identifierCounts.set(sources, counts);
  }
  // One occurrence is the declaration itself.
  return (counts.get(name) ?? 0) - 1;
}

function filesUnder(sources: Sources, folder: string): string[] {
  return [...sources.product.keys()].filter((file) => file.startsWith(`${folder}/`) || file === `${folder}.ts` || file === `${folder}.tsx`);
}

/** The product files a function reference points at, or a message why it points nowhere. */
function resolveFunction(sources: Sources, reference: string): { files: string[]; name: string } | { missing: string } | 'not-a-reference' {
  const server = /^server:([\w./-]+)\/(\w+)$/.exec(reference);
  if (server) {
    const [, path, name] = server as unknown as [string, string, string];
    const files = [...sources.product.keys()].filter(
      (file) => file.startsWith('server/') && (file.endsWith(`/${path}.ts`) || file.endsWith(`/${path}/index.ts`) || file.includes(`/${path}/`)),
    );
    if (files.length === 0) return { missing: `no server file for "${path}"` };
    return { files, name };
  }
  const useCase = /^use-cases\/([\w-]+)\/(\w+)$/.exec(reference);
  if (useCase) {
    const [, file, name] = useCase as unknown as [string, string, string];
    const path = `src/application/use-cases/${file}.ts`;
    if (!sources.product.has(path)) return { missing: `no use-case file ${path}` };
    return { files: [path], name };
  }
  if (/^(src|server|test|bench|contract|kernel|docs|\.ci)\/[\w./-]*$/.test(reference)) {
    if (sources.exists(reference.replace(/\/$/, ''))) return { files: [], name: '' };
    // `kernel/http-status/statusMessage`: a function of a file named by its path without `.ts`.
    const inFile = /^(.*)\/(\w+)$/.exec(reference);
    if (!inFile) return { missing: `no file ${reference}` };
    const [, folder, name] = inFile as unknown as [string, string, string];
    const file = [`${folder}.ts`, `${folder}.tsx`].find((path) => sources.product.has(path));
    const files = file ? [file] : filesUnder(sources, folder);
    return files.length > 0 ? { files, name } : { missing: `no file ${reference}` };
  }
  const wholeUseCase = /^use-cases\/([\w-]+)$/.exec(reference);
  if (wholeUseCase) {
    const path = `src/application/use-cases/${wholeUseCase[1]}.ts`;
    return sources.product.has(path) ? { files: [], name: '' } : { missing: `no use-case file ${path}` };
  }
  const module = /^([\w-]+)\/(\w+)$/.exec(reference);
  if (module) {
    const [, folder, name] = module as unknown as [string, string, string];
    const candidates = [
      `src/domain/${folder}`,
      `src/adapters/${folder}`,
      `src/application/${folder}`,
      `server/sandbox/${folder}`,
      `contract/${folder}`,
      `kernel/${folder}`,
    ];
    let files = candidates.flatMap((candidate) => filesUnder(sources, candidate));
    if (files.length === 0) files = [...sources.product.keys()].filter((file) => basename(file).replace(/\.tsx?$/, '') === folder);
    if (files.length === 0) return { missing: `no module "${folder}"` };
    return { files, name };
  }
  if (/^[A-Za-z_$][\w$]*$/.test(reference)) return { files: [...sources.product.keys()], name: reference };
  // Anything else shaped like a path is a reference the notation cannot read: say so rather than skip it.
  if (/^[\w:-]+(\/[\w.-]+)+$/.test(reference)) return { missing: 'not in the notation of the preamble' };
  return 'not-a-reference';
}

/** Problems with the function cell of a row: each reference must be declared and called. */
export function checkFunctions(sources: Sources, cell: string): string[] {
  const problems: string[] = [];
  for (const [, reference] of cell.matchAll(/`([^`]+)`/g)) {
    const resolved = resolveFunction(sources, reference!);
    if (resolved === 'not-a-reference') continue;
    if ('missing' in resolved) {
      problems.push(`\`${reference}\`: ${resolved.missing}`);
      continue;
    }
    if (!resolved.name) continue; // a path that exists
    const declaredIn = resolved.files.filter((file) => declares(sources.product.get(file) ?? '', resolved.name));
    if (declaredIn.length === 0) {
      problems.push(`\`${reference}\`: "${resolved.name}" is not declared there`);
      continue;
    }
    if (usesOutsideDeclaration(sources, resolved.name) < 1) problems.push(`\`${reference}\`: nothing in the product calls "${resolved.name}"`);
  }
  return problems;
}

const normalise = (text: string) =>
  text
    .replace(/\\(['"`])/g, '$1')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

/** The test file a cited file name means: a path, or a file name found under test/. */
function resolveTestFile(sources: Sources, cited: string): string | undefined {
  if (cited.startsWith('test/')) return sources.tests.includes(cited) ? cited : undefined;
  const property = `test/property/${cited}`;
  if (sources.tests.includes(property)) return property;
  const matches = sources.tests.filter((file) => file.endsWith(`/${cited}`));
  return matches.length === 1 ? matches[0] : undefined;
}

/** A test or group title, its `${…}` parts standing for any text. */
type Title = readonly (string | null)[];

/** The titles of a test file's tests and groups, as written (templates keep their placeholders open). */
export function testTitles(source: string): Title[] {
  const titles: Title[] = [];
  // `it('…'`, `test.describe('…'`, and the `])('…'` that follows a table of `it.each`.
  const call = /(?:\b(?:it|test|describe)(?:\.\w+)*\(|\]\s*\)\s*\()\s*(['"`])((?:\\.|(?!\1)[\s\S])*)\1/g;
  for (const [, quote, body] of source.matchAll(call)) {
    const text = normalise(body!);
    // `${…}` in a template, and `%s`-style or `$name` parameters of a test.each, stand for any text.
    const placeholder = quote === '`' ? /\$\{[^}]*\}|%[sdifjo#%]|\$\w+/ : /%[sdifjo#%]|\$\w+/;
    titles.push(text.split(placeholder).flatMap((part, index) => (index === 0 ? [part] : [null, part])));
  }
  return titles;
}

/**
 * Whether a cited name is an instance of a title: each `${…}` part of the title stands for one or more
 * characters of the name. A name cut short by `…` need only start the title; one that starts with `…`
 * may start anywhere in it.
 */
function instanceOf(title: Title, name: string, cutShort: boolean, startsAnywhere = false): boolean {
  const tokens: (string | null)[] = title.flatMap((part) => (part === null ? [null] : [...part]));
  const memo = new Map<number, boolean>();
  const go = (token: number, at: number): boolean => {
    const key = token * (name.length + 1) + at;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let result: boolean;
    if (at === name.length) result = cutShort || tokens.slice(token).every((t) => t === '');
    else if (token === tokens.length) result = false;
    else if (tokens[token] === null) {
      result = false;
      for (let end = at + 1; end <= name.length && !result; end += 1) result = go(token + 1, end);
    } else result = name[at] === tokens[token] && go(token + 1, at + 1);
    memo.set(key, result);
    return result;
  };
  if (!startsAnywhere) return go(0, 0);
  return tokens.some((_, start) => go(start, 0));
}

/** Whether a file's titles hold a cited name: the name, its part before a `…`, or it without a trailing note. */
function holdsTest(titles: readonly Title[], cited: string): boolean {
  const name = normalise(cited);
  const startsAnywhere = name.startsWith('…');
  const text = startsAnywhere ? name.slice(1).trim() : name;
  const candidates: [string, boolean][] = [];
  const cut = text.indexOf('…');
  if (cut >= 0) candidates.push([text.slice(0, cut).trim(), true]);
  else {
    candidates.push([text, false]);
    const withoutNote = text.replace(/\s*\([^()]*\)$/, '');
    if (withoutNote !== text) candidates.push([withoutNote, startsAnywhere]);
  }
  return candidates.some(
    ([words, cutShort]) => words.length > 0 && titles.some((title) => instanceOf(title, words, cutShort || startsAnywhere, startsAnywhere)),
  );
}

const TEST_FILE = /^((?:test\/)?[\w./-]+\.(?:test|e2e)\.tsx?)(.*)$/s;

/** Problems with the test cell of a row: each cited file exists and holds each cited name. */
export function checkTests(sources: Sources, cell: string): string[] {
  const problems: string[] = [];
  const text = cell.replace(/`/g, '');
  if (/^[—–-]?$/.test(text.trim())) return ['no test cited'];
  let file: string | undefined;
  let titles: Title[] = [];
  let cited = 0;
  // A `;` separates citations, but a test's name may hold one too: a piece that starts neither a file
  // nor a name belongs to the name before it.
  const segments: string[] = [];
  for (const raw of text.split(/;\s*/)) {
    const piece = raw.trim();
    if (segments.length > 0 && !piece.startsWith('›') && !TEST_FILE.test(piece)) segments[segments.length - 1] += `; ${piece}`;
    else segments.push(piece);
  }
  for (let segment of segments) {
    const named = TEST_FILE.exec(segment);
    if (named) {
      const resolved = resolveTestFile(sources, named[1]!);
      if (!resolved) {
        problems.push(`no test file ${named[1]}`);
        file = undefined;
        continue;
      }
      file = resolved;
      titles = testTitles(sources.read(resolved));
      cited += 1;
      segment = named[2]!.trim();
    }
    if (!segment.startsWith('›') || !file) continue; // a note, or a file cited whole
    for (const name of segment.split('›').slice(1)) {
      if (!holdsTest(titles, name)) problems.push(`${file} has no test "${normalise(name)}"`);
    }
  }
  if (cited === 0) problems.push('no test file cited');
  return problems;
}

/** Every problem of the document: rows whose function or test column names something that is not there. */
export function checkCoverage(markdown: string, sources: Sources): CoverageProblem[] {
  return coverageRows(markdown).flatMap((row) => {
    const functionCell = row.cells.length >= 4 ? row.cells[2]! : row.cells[1]!;
    const testCell = row.cells[row.cells.length - 1]!;
    return [...checkFunctions(sources, functionCell), ...checkTests(sources, testCell)].map((problem) => ({ line: row.line, problem }));
  });
}
