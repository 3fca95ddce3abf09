import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint's half of the layer table (eslint.config.js): an editor shows a crossing as it is typed. */
const eslint = new ESLint({ cwd: process.cwd() });

async function crossings(filePath: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the lint of the layer table', () => {
  const seeded: Array<[file: string, text: string]> = [
    ['src/domain/cart/seeded.ts', "import { useState } from 'react';\nexport const x = useState;\n"],
    ['src/domain/cart/seeded.ts', "import { z } from 'zod';\nexport const x = z;\n"],
    ['src/application/seeded.ts', "import { createBffClient } from '../adapters/bff';\nexport const x = createBffClient;\n"],
    ['src/ui/seeded.tsx', "import { webStorage } from '../adapters/browser';\nexport const x = webStorage;\n"],
    ['server/services/seeded.ts', "import { App } from '../../src/ui/app';\nexport const x = App;\n"],
    ['contract/seeded.ts', "import { SITES } from '../src/domain/site';\nexport const x = SITES;\n"],
    ['kernel/seeded.ts', "import { z } from 'zod';\nexport const x = z;\n"],
  ];
  it.each(seeded)('refuses %s: %s', async (file, text) => {
    expect(await crossings(file, text)).not.toEqual([]);
  });

  it('lets the allowed imports through', async () => {
    expect(
      await crossings(
        'src/domain/cart/seeded.ts',
        "import { produce } from 'immer';\nimport { ORDER_STATUSES } from '../../../kernel/orders';\nexport const x = [produce, ORDER_STATUSES];\n",
      ),
    ).toEqual([]);
    expect(
      await crossings(
        'contract/seeded.ts',
        "import { z } from 'zod/mini';\nimport { AU_STATES } from '../kernel/regions';\nexport const x = [z, AU_STATES];\n",
      ),
    ).toEqual([]);
    expect(await crossings('kernel/seeded.ts', "import type { CountryCode } from './site';\nexport type X = CountryCode;\n")).toEqual([]);
  });
});
