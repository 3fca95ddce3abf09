import { ContainerModule } from 'inversify';
import { createBanners } from '../adapters/banners';
import { get } from './load-module';
import { ROOT_TOKENS } from './tokens';

/** The marketing service's site banners (spec §1), loaded with the first placement asked for once the page is up. */
export const bannersModule = new ContainerModule(({ bind }) => {
  bind(ROOT_TOKENS.LoadedBanners).toDynamicValue((context) => {
    const { origin, fetch } = get(context, ROOT_TOKENS.Place);
    return createBanners({ origin, fetch });
  });
});
