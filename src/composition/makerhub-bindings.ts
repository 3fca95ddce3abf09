import { ContainerModule } from 'inversify';
import { get } from './load-module';
import { LATER_TOKENS, TOKENS } from '../application/tokens';
import { makerhubUseCases } from '../application/use-cases/makerhub';

/** The Makerhub's use cases, loaded with its workshop and competition blocks and the account's Workshops section. */
export const makerhubModule = new ContainerModule(({ bind }) => {
  bind(LATER_TOKENS.MakerhubUseCases).toDynamicValue((context) => makerhubUseCases({ bff: get(context, TOKENS.Bff) }));
});
