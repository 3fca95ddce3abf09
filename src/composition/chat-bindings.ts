import { ContainerModule } from 'inversify';
import { createChatClient } from '../adapters/chat';
import { LATER_TOKENS, TOKENS } from '../application/tokens';
import { chatUseCases } from '../application/use-cases/chat';
import { get } from './load-module';
import { ROOT_TOKENS } from './tokens';

/** The help chat (spec §9 Chat): its client and use cases, loaded when the panel first opens. */
export const chatModule = new ContainerModule(({ bind }) => {
  bind(LATER_TOKENS.ChatService).toDynamicValue((context) => {
    const { origin, fetch } = get(context, ROOT_TOKENS.Place);
    return createChatClient({ origin, fetch });
  });
  bind(LATER_TOKENS.ChatUseCases).toDynamicValue((context) => {
    const clock = get(context, TOKENS.Clock);
    return chatUseCases({ service: get(context, LATER_TOKENS.ChatService), now: () => clock.now() });
  });
});
