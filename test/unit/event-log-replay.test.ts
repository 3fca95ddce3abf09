import { describe, expect, it } from 'vitest';
import { createEventLog } from '../../src/application/event-log';
import { REMOVED, eventLogFile, parseEventLogFile } from '../../src/application/event-log-file';
import type { DomainEvent } from '../../src/application/events';
import { createReplayRegistry, startProjection, type ReplayableProjection } from '../../src/application/projection';
import { compareView } from '../../src/application/projections';
import { createEventBus } from '../../src/adapters/event-bus/mitt-event-bus';

const added = (sku: string) => ({ type: 'compare/productAdded', data: { sku } }) as DomainEvent;
const skusOf = (projection: ReplayableProjection) => (projection.getSnapshot() as { skus: readonly string[] }).skus;

describe("the developer's event log", () => {
  it('shows a projection as it was after part of a log, goes on following the bus meanwhile, and comes back live', () => {
    const bus = createEventBus();
    const compare = startProjection(compareView, bus) as ReplayableProjection;
    let told = 0;
    compare.subscribe(() => (told += 1));
    for (const sku of ['A1', 'B2', 'C3']) bus.publish(added(sku));
    compare.replay([added('A1')]);
    expect(skusOf(compare)).toEqual(['A1']);
    bus.publish(added('D4'));
    // The view keeps showing the replay; the live state has D4 all the same.
    expect(skusOf(compare)).toEqual(['A1']);
    compare.replay(null);
    expect(skusOf(compare)).toEqual(['A1', 'B2', 'C3', 'D4']);
    expect(told).toBe(5);
  });

  it('has a projection started during a replay (checkout, bound late) join it', () => {
    const bus = createEventBus();
    const registry = createReplayRegistry();
    registry.add(startProjection(compareView, bus) as ReplayableProjection);
    registry.replay([added('A1'), added('B2')]);
    const late = startProjection(compareView, bus) as ReplayableProjection;
    registry.add(late);
    expect(registry.replaying).toBe(true);
    expect(skusOf(late)).toEqual(['A1', 'B2']);
    registry.replay(null);
    expect(registry.replaying).toBe(false);
    expect(skusOf(late)).toEqual([]);
  });

  it('exports a log without what would open the shopper’s session, and reads it back whole', () => {
    const log = createEventLog();
    log.append(
      [
        { type: 'session/loaded', data: { token: { accessToken: 'secret-access', refreshToken: 'secret-refresh' }, at: 1 } } as DomainEvent,
        added('A1'),
      ],
      1000,
    );
    const file = eventLogFile(log.all(), 'jrau', 2000);
    const text = JSON.stringify(file);
    expect(text).not.toContain('secret-');
    expect(text).toContain(REMOVED);
    const read = parseEventLogFile(text);
    expect(read.ok && read.file.events.map((entry) => entry.event.type)).toEqual(['session/loaded', 'compare/productAdded']);
  });

  it('refuses a file that is not a log of the shop, saying why, rather than loading part of it', () => {
    expect(parseEventLogFile('not json')).toEqual({ ok: false, message: expect.stringContaining('not JSON') });
    expect(parseEventLogFile('{"events": []}')).toEqual({ ok: false, message: expect.stringContaining('not an event log of the shop') });
    const file = { ...eventLogFile([], 'jrau', 0), events: [{ position: 1, at: 1, event: { data: {} } }] };
    expect(parseEventLogFile(JSON.stringify(file))).toEqual({ ok: false, message: 'This log has events the shop cannot read.' });
    expect(parseEventLogFile(JSON.stringify({ ...file, version: 2 }))).toEqual({ ok: false, message: expect.stringContaining('version 2') });
  });
});
