import { ContainerModule } from 'inversify';
import type { BotCheck } from '../application/ports/bot-check';
import { execute } from '../application/recorder';
import { LATER_TOKENS, TOKENS } from '../application/tokens';
import { accountUseCases } from '../application/use-cases/account';
import { listsDecider } from '../domain/lists';
import { isBotCheckDomain } from '../domain/site';
import { get } from './load-module';
import { ROOT_TOKENS } from './tokens';

/**
 * Signing in, up and out, password recovery and the account data (spec §4 Customer account): loaded with the
 * first of them a shopper uses, or once the session names a customer, so a guest's first page does not carry
 * them. Sign-in's bot check is the forms' one, loaded with its first use.
 */
export const accountModule = (forms: () => Promise<BotCheck>) =>
  new ContainerModule(({ bind }) => {
    bind(LATER_TOKENS.AccountUseCases).toDynamicValue((context) =>
      accountUseCases({
        bff: get(context, TOKENS.Bff),
        session: get(context, TOKENS.SessionUseCases),
        sessionView: get(context, TOKENS.SessionView),
        view: get(context, TOKENS.AccountView),
        recorder: get(context, TOKENS.Recorder),
        botCheck: {
          runsHere: isBotCheckDomain(get(context, ROOT_TOKENS.Place).host),
          // A check whose code did not load gives no token, as a check that did not answer.
          token: (options) =>
            forms().then(
              (check) => check.token(options),
              () => undefined,
            ),
        },
      }),
    );
    bind(ROOT_TOKENS.OwnerChanged).toDynamicValue((context) => {
      const account = get(context, LATER_TOKENS.AccountUseCases);
      const lists = get(context, TOKENS.ListsView);
      const recorder = get(context, TOKENS.Recorder);
      return () => {
        // Another customer's (or no one's) lists must not linger in the view.
        if (lists.getSnapshot().status !== 'none') execute(listsDecider, lists.getSnapshot(), { type: 'clear' }, recorder);
        void account.refresh();
      };
    });
  });
