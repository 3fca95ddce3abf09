import { describe, expect, it } from 'vitest';
import ts from 'typescript';
import { RENDER_SEAM, checkSource } from '../support/layers';
import { readSource, sourceFiles } from '../support/source-files';

const FOLDERS = ['src', 'server', 'contract', 'kernel'];
const files = FOLDERS.flatMap(sourceFiles);

describe('the layer rules of DESIGN.md', () => {
  it('hold for every source file', () => {
    const violations = files.flatMap((file) => checkSource(file, readSource(file)));
    expect(violations).toEqual([]);
  });

  it('let only the two composition roots import inversify and reflect-metadata', () => {
    const importers = files.filter((file) =>
      /from '(inversify|@inversifyjs\/[^']+|reflect-metadata)'|import '(reflect-metadata|inversify)'/.test(readSource(file)),
    );
    expect(importers.filter((file) => !file.startsWith('src/composition/') && !file.startsWith('server/composition/'))).toEqual([]);
    expect(importers).toContain('src/composition/container.ts');
  });

  it("import reflect-metadata once at the browser's composition root", () => {
    const roots = sourceFiles('src').filter((file) => /import 'reflect-metadata(\/lite)?'/.test(readSource(file)));
    expect(roots).toEqual(['src/composition/browser.ts']);
  });

  it("keep the renderer's seam, which the server names, to types alone", () => {
    const emitted = ts.transpileModule(readSource(`${RENDER_SEAM}.ts`), {
      compilerOptions: { module: ts.ModuleKind.ESNext, verbatimModuleSyntax: true, removeComments: true },
    }).outputText;
    expect(emitted.trim()).toBe('export {};');
  });

  it('keep every domain file under 300 lines', () => {
    const long = sourceFiles('src/domain')
      .map((file) => ({ file, lines: readSource(file).split('\n').length }))
      .filter(({ lines }) => lines > 300);
    expect(long).toEqual([]);
  });

  describe('would catch', () => {
    const cases: Array<[file: string, text: string]> = [
      ['src/domain/cart/cart.ts', "import { useState } from 'react';"],
      ['src/domain/cart/cart.ts', "import { z } from 'zod';"],
      ['src/domain/cart/cart.ts', "import { bff } from '../../adapters/bff';"],
      ['src/domain/cart/cart.ts', 'export const stamp = () => Date.now();'],
      ['src/domain/cart/cart.ts', 'export const today = () => new Date();'],
      ['src/domain/cart/cart.ts', 'export const pick = () => Math.random();'],
      ['src/domain/cart/cart.ts', "export const load = () => localStorage.getItem('x');"],
      ['src/domain/cart/cart.ts', "export const get = () => fetch('/api');"],
      ['src/domain/cart/cart.ts', 'export const w = () => window.location.href;'],
      ['src/application/cart.ts', "import { Container } from 'inversify';"],
      ['src/application/cart.ts', "import React from 'react';"],
      ['src/application/event-log.ts', "import mitt from 'mitt';"],
      ['kernel/http-status.ts', "import { ok } from '../src/domain/shared';"],
      ['kernel/http-status.ts', "import { z } from 'zod';"],
      ['src/composition/browser.ts', "import { MemoryMarketingMessaging } from '../adapters/memory/memory-marketing-messaging';"],
      ['src/composition/first-paint.tsx', "import { MemoryKeyValueStore } from '../adapters/memory';"],
      ['src/main.tsx', "import { createTestContainer } from '../test/support/test-container';"],
      ['src/adapters/bff/client.ts', "import { MemoryBff } from '../memory';"],
      ['server/http/pages.ts', "import { startServer } from '../../test/integration/harness';"],
      ['server/http/pages.ts', "import { renderFirstPaint } from '../../src/composition/render-seam';"],
      ['server/http/pages.ts', "import type { FirstPaintPage } from '../../src/composition/first-paint';"],
      ['server/services/first-paint/document.ts', "import type { RouteName } from '../../../src/ui/routes';"],
      ['src/ui/cart-drawer.tsx', "import { createBff } from '../adapters/bff/bff-client';"],
      ['src/ui/cart-drawer.tsx', "export const f = () => fetch('/api/bff/cart/details');"],
      ['src/adapters/bff/client.ts', "import { x } from '../session/internal/token';"],
      ['src/adapters/bff/client.ts', "import { useState } from 'react';"],
      ['server/http/cart.ts', "import { CartDrawer } from '../../src/ui/cart-drawer';"],
      ['server/http/cart.ts', "import { bff } from '../../src/adapters/bff';"],
      ['src/application/ports/bff-payloads.ts', "import { Cart } from '../../../contract/cart';"],
      ['src/application/ports/bff-payloads.ts', "export { Cart } from '../../../contract/cart';"],
      ['src/application/ports/bff-payloads.ts', "import { type Cart, MAX_LINE_QUANTITY } from '../../../contract/cart';"],
      ['contract/cart.ts', "import { x } from '../server/db';"],
      ['contract/orders.ts', "import { ORDER_STATUSES } from '../src/domain/orders/status';"],
      ['kernel/orders.ts', "import { ok } from '../src/domain/shared';"],
      ['kernel/orders.ts', "import { z } from 'zod';"],
      ['kernel/orders.ts', 'export const stamp = () => Date.now();'],
      ['src/ui/app.tsx', "import { Container } from 'inversify';"],
      ['src/adapters/bff/client.ts', "import { injectable } from 'inversify';"],
      ['src/adapters/bff/client.ts', "import 'reflect-metadata';"],
      ['src/domain/cart/cart.ts', "import 'reflect-metadata';"],
      ['src/application/tokens.ts', "import { inject } from '@inversifyjs/core';"],
      ['src/main.tsx', "import 'reflect-metadata';"],
      ['server/main.ts', "import { Container } from 'inversify';"],
      ['server/main.ts', "import 'reflect-metadata';"],
      ['server/services/orders.ts', "import { injectable } from 'inversify';"],
      ['server/composition/container.ts', "import { CartDrawer } from '../../src/ui/cart-drawer';"],
      ['server/services/orders/settle.ts', "import { HttpError } from '../../http/errors';"],
      ['server/services/orders/settle.ts', "import type { Identity } from '../../http/request-context';"],
      ['server/services/makerhub/workshops.ts', "import { statusOf } from '../../http/refusals';"],
      ['server/http/orders.ts', "import { openDatabase } from '../db/database';"],
      ['server/http/orders.ts', "import { type Db, openDatabase } from '../db/database';"],
      ['server/http/orders.ts', "import { migrateToLatest } from '../db/migrations';"],
      ['server/http/orders.ts', "export const f = (db: Db) => db.selectFrom('orders').selectAll().execute();"],
      ['server/http/orders.ts', 'export const f = (db: Db) => db.transaction().execute(async (trx) => trx);'],
      ['server/http/orders.ts', 'export const f = (db: Db) => sql`SELECT 1`.execute(db);'],
      // Within the rules, statements are written in an area's repository only.
      ['server/services/orders/settle.ts', "import type { Db } from '../../db/database';"],
      ['server/services/orders/settle.ts', "import type { OrderTable } from '../../db/schema';"],
      ['server/services/orders/settle.ts', "import { sql } from 'kysely';"],
      ['server/services/orders/settle.ts', "export const f = (db: Db) => db.selectFrom('orders').selectAll().execute();"],
      ['server/services/orders/settle.ts', 'export const f = (db: Db) => db.transaction().execute(async (trx) => trx);'],
      ['server/services/catalog/store.ts', "export const f = (d: OpenedDatabase) => d.sqlite.prepare('SELECT 1').get();"],
      // The payment sandboxes keep their state in the database the same way: statements in their repository only.
      ['server/sandbox/tyro-state.ts', "import type { Db } from '../db/database';"],
      ['server/sandbox/tyro-state.ts', "import { sql } from 'kysely';"],
      ['server/sandbox/records.ts', "export const f = (db: Db) => db.selectFrom('sandbox_records').selectAll().execute();"],
      ['server/sandbox/records.ts', 'export const f = (db: Db) => sql`SELECT 1`.execute(db);'],
    ];
    it.each(cases)('%s: %s', (file, text) => {
      expect(checkSource(file, text)).not.toEqual([]);
    });

    it('and lets the allowed imports and names through', () => {
      expect(
        checkSource(
          'src/domain/cart/cart.ts',
          "import { produce } from 'immer';\nimport { ok } from '../shared';\nconst o = { fetch: 1, window: 2 }; o.fetch;",
        ),
      ).toEqual([]);
      expect(checkSource('src/application/bus.ts', "import type { Cart } from '../domain/cart';")).toEqual([]);
      expect(checkSource('server/http/pages.ts', "import type { FirstPaintRenderer } from '../../src/composition/render-seam';")).toEqual([]);
      expect(checkSource('src/adapters/memory/memory-bff.ts', "import { MemoryCart } from './memory-bff-cart';")).toEqual([]);
      expect(
        checkSource(
          'src/adapters/event-bus/mitt-event-bus.ts',
          "import mitt from 'mitt';\nimport type { EventBus } from '../../application/ports/event-bus';",
        ),
      ).toEqual([]);
      expect(checkSource('src/composition/container.ts', "import { Container } from 'inversify';")).toEqual([]);
      expect(checkSource('src/composition/browser.ts', "import 'reflect-metadata';\nimport { ContainerModule } from 'inversify';")).toEqual([]);
      expect(
        checkSource(
          'server/composition/container.ts',
          "import 'reflect-metadata';\nimport { Container } from 'inversify';\nimport { money } from '../../src/domain/money';",
        ),
      ).toEqual([]);
      expect(checkSource('contract/orders.ts', "import { z } from 'zod/mini';\nimport { ORDER_STATUSES } from '../kernel/orders';")).toEqual([]);
      expect(checkSource('kernel/regions.ts', "import type { CountryCode } from './site';")).toEqual([]);
      expect(
        checkSource(
          'src/application/ports/bff-payloads.ts',
          "import type { Cart } from '../../../contract/cart';\nexport type { Cart as CartSummary } from '../../../contract/cart';\nimport { type LineItem } from '../../../contract/cart';",
        ),
      ).toEqual([]);
      expect(checkSource('src/domain/orders/status.ts', "import { ORDER_STATUSES } from '../../../kernel/orders';")).toEqual([]);
      expect(checkSource('server/services/orders.ts', "import { ORDER_STATUSES } from '../../kernel/orders';")).toEqual([]);
      expect(
        checkSource(
          'server/http/app.ts',
          "import type { OpenedDatabase } from '../db/database';\nimport { type Db } from '../db/database';\nimport { storageFaultOf } from '../db/storage-guard';\nimport { Refusal } from '../services/refusal';\nconst m = /a/.exec('a');",
        ),
      ).toEqual([]);
      expect(
        checkSource(
          'server/services/orders/settle.ts',
          "import { invalid } from '../refusal';\nimport { type Db, transact } from '../../db/unit-of-work';\nimport { orderOf } from './repository';\nexport const f = (db: Db) => transact(db, (trx) => orderOf(trx, 'x'));",
        ),
      ).toEqual([]);
      for (const repository of ['server/services/orders/repository.ts', 'server/services/stores/stock-repository.ts']) {
        expect(
          checkSource(
            repository,
            "import { sql } from 'kysely';\nimport type { Db } from '../../db/database';\nimport type { OrderTable } from '../../db/schema';\nexport const f = (db: Db) => db.selectFrom('orders').where(sql`1`).execute();",
          ),
        ).toEqual([]);
      }
      expect(
        checkSource(
          'server/sandbox/adyen-routes.ts',
          "import { HttpError } from '../http/errors';\nimport type { Db } from '../db/unit-of-work';\nimport { recordOf } from './repository';",
        ),
      ).toEqual([]);
      expect(
        checkSource(
          'server/sandbox/repository.ts',
          "import type { Db } from '../db/database';\nexport const f = (db: Db) => db.selectFrom('sandbox_records').selectAll().execute();",
        ),
      ).toEqual([]);
      expect(
        checkSource(
          'src/adapters/bff/client.ts',
          "import fetchRetry from 'fetch-retry';\nimport type { Bff } from '../../application/ports/bff';\nconst r = () => fetch('/x');",
        ),
      ).toEqual([]);
    });
  });
});
