import { describe, expect, it } from 'vitest';
import { browserCodeLoading } from '../../src/adapters/browser/code-loading';
import { MemoryKeyValueStore } from '../../src/adapters/memory/memory-key-value-store';

const failedImport = (file: string) => new TypeError(`Failed to fetch dynamically imported module: ${file}`);
const FILE = 'http://jrau.localhost/assets/search-page-abc123.js';

function setUp(answer: 'unreachable' | number) {
  let reloads = 0;
  const asked: string[] = [];
  const codeLoading = browserCodeLoading({
    origin: 'http://jrau.localhost',
    fetch: async (url) => {
      asked.push(url);
      if (answer === 'unreachable') throw new TypeError('Failed to fetch');
      return new Response(null, { status: answer });
    },
    storage: new MemoryKeyValueStore(),
    reload: () => void (reloads += 1),
  });
  return { codeLoading, asked, reloads: () => reloads };
}

describe('a failed code load is told apart', () => {
  it('no answer from the server is a blip, a 404 for the file a deploy, another answer a plain failure', async () => {
    expect(await setUp('unreachable').codeLoading.diagnose(failedImport(FILE))).toBe('unreachable');
    const gone = setUp(404);
    expect(await gone.codeLoading.diagnose(failedImport(FILE))).toBe('gone');
    expect(gone.asked).toEqual([FILE]);
    expect(await setUp(200).codeLoading.diagnose(failedImport(FILE))).toBe('failed');
    expect(await setUp(200).codeLoading.diagnose(new TypeError('Importing a module script failed.'))).toBe('failed');
  });

  it('an error thrown while rendering is not a code load, and asks the server nothing', async () => {
    const { codeLoading, asked } = setUp(200);
    expect(await codeLoading.diagnose(new TypeError("Cannot read properties of undefined (reading 'sku')"))).toBe('notCode');
    expect(asked).toEqual([]);
  });

  it('a missing file reloads the page once, never twice for the same file', () => {
    const { codeLoading, reloads } = setUp(404);
    expect(codeLoading.reloadForNewBuild(failedImport(FILE))).toBe(true);
    expect(codeLoading.reloadForNewBuild(failedImport(FILE))).toBe(false);
    expect(reloads()).toBe(1);
    expect(codeLoading.reloadForNewBuild(failedImport('http://jrau.localhost/assets/product-page-def456.js'))).toBe(true);
    expect(reloads()).toBe(2);
  });
});
