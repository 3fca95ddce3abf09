import mitt from 'mitt';
import type { DomainEvent } from '../../application/events';
import type { EventBus, EventHandler } from '../../application/ports/event-bus';

/** The bus behind the EventBus port: mitt, with unsubscribe functions and a wildcard for "every event". */
export function createEventBus(): EventBus {
  const emitter = mitt<Record<string, DomainEvent>>();
  return {
    publish(event) {
      emitter.emit(event.type, event);
    },
    subscribe(handler) {
      const wildcard = (_type: string | symbol, event: DomainEvent) => handler(event);
      emitter.on('*', wildcard);
      return () => emitter.off('*', wildcard);
    },
    on(type, handler) {
      const typed = handler as EventHandler;
      emitter.on(type, typed);
      return () => emitter.off(type, typed);
    },
  };
}
