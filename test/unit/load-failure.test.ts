import { describe, expect, it } from 'vitest';
import { MemoryBff } from '../../src/adapters/memory/memory-bff';
import { catalogQueries } from '../../src/application/use-cases/catalog';
import { UNREACHABLE_TITLE, loadFailure } from '../../src/ui/format';

const failureOf = async (read: Promise<{ ok: boolean; error?: { status: number } }>) => {
  const result = await read;
  if (result.ok || !result.error) throw new Error('the read was expected to fail');
  return loadFailure(result.error.status);
};

describe('an outage reads as an outage, not as a missing thing', () => {
  const reads = {
    product: (catalog: ReturnType<typeof catalogQueries>) => catalog.products(['sku']),
    search: (catalog: ReturnType<typeof catalogQueries>) => catalog.search('battery'),
    category: (catalog: ReturnType<typeof catalogQueries>) => catalog.list({ category: 'batteries' }),
    page: (catalog: ReturnType<typeof catalogQueries>) => catalog.page('/c/batteries'),
  };

  for (const [name, read] of Object.entries(reads)) {
    it(`${name}: no answer says the shop cannot be reached, with a retry`, async () => {
      const bff = new MemoryBff();
      bff.fail('network');
      const failure = await failureOf(read(catalogQueries(bff)));
      expect(failure).toMatchObject({ kind: 'unreachable', title: UNREACHABLE_TITLE, retry: true });
    });

    it(`${name}: a 503 says the shop failed, naming the status, with a retry`, async () => {
      const bff = new MemoryBff();
      bff.fail(503);
      const failure = await failureOf(read(catalogQueries(bff)));
      expect(failure).toMatchObject({
        kind: 'server',
        retry: true,
        detail: 'Something went wrong on our side (Service Unavailable). Please try again.',
      });
    });

    it(`${name}: a 404 says not found, without a retry`, async () => {
      const bff = new MemoryBff();
      bff.fail(404);
      expect(await failureOf(read(catalogQueries(bff)))).toMatchObject({ kind: 'notFound', retry: false });
    });
  }

  it('the product list still gives its caller nothing on error (spec §7), and tells why only to who asks', async () => {
    const bff = new MemoryBff();
    bff.fail(500);
    const told: number[] = [];
    expect(await bff.products.list({})).toBeUndefined();
    expect(await bff.products.list({}, { onError: (error) => told.push(error.status) })).toBeUndefined();
    expect(told).toEqual([500]);
    bff.fail(null);
    expect(await catalogQueries(bff).list({})).toMatchObject({ ok: true });
  });

  it('an unknown status framed for a shopper still names the spec §8 message', () => {
    expect(loadFailure(500).detail).toBe('Something went wrong on our side (Internal Server Error). Please try again.');
    expect(loadFailure(502).kind).toBe('server');
    expect(loadFailure(429).kind).toBe('refused');
  });
});
