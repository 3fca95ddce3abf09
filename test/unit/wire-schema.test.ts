import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { loadSchema, postJson, schemasIn } from '../../src/adapters/http';

const answering = (body: unknown) => async () => ({ status: 200, text: async () => JSON.stringify(body) });

describe('schemas loaded beside their call', () => {
  it('read the answer once loaded, as a schema given outright does', async () => {
    const schema = schemasIn(async () => ({ Thing: z.object({ n: z.number() }) }));
    expect(await postJson(answering({ n: 1 }), '/x', {}, schema('Thing'), { what: 'the thing' })).toEqual({ ok: true, value: { n: 1 } });
    expect((await postJson(answering({ n: 'one' }), '/x', {}, schema('Thing'), { what: 'the thing' })).ok).toBe(false);
  });

  it('turn a failed load into "no answer" (status 0), and load again on the next call', async () => {
    let loads = 0;
    const schema = schemasIn(async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk lost');
      return { Thing: z.object({ n: z.number() }) };
    });
    const failed = await postJson(answering({ n: 1 }), '/x', {}, schema('Thing'), { what: 'the thing' });
    expect(failed.ok ? null : failed.error.status).toBe(0);
    expect(await postJson(answering({ n: 2 }), '/x', {}, schema('Thing'), { what: 'the thing' })).toEqual({ ok: true, value: { n: 2 } });
    expect(loads).toBe(2);
    expect(await loadSchema(z.string())).toMatchObject({ ok: true });
  });
});
