import { joinProductIds } from '../../domain/cart/product-ids';
import { answer } from './answer-schema';
import type { Bff, Query } from '../../application/ports/bff';
import { mapResult, orNothing } from './results';
import type { Call } from './transport';

/** An object query gains a key; a raw string gets it appended. */
const withParam = (query: Query | undefined, key: string, value: string): Query => {
  if (typeof query === 'string') {
    const raw = query.replace(/^\?/, '');
    return `${raw === '' ? '' : `${raw}&`}${new URLSearchParams({ [key]: value }).toString()}`;
  }
  return { ...query, [key]: value };
};

/** Spec §7 Content pages. */
export const contentCalls = (call: Call): Bff['content'] => ({
  page: (query, options) => call({ method: 'GET', path: '/bff/page', query, schema: answer('PageResponse'), signal: options?.signal }),
});

/** Spec §7 Products and projects. */
export function productCalls(call: Call): Bff['products'] {
  return {
    list: async (query, options) =>
      orNothing(await call({ method: 'GET', path: '/bff/products/list', query, schema: answer('ProductPage'), signal: options?.signal }), options),
    articles: async (query, options) =>
      orNothing(
        await call({
          method: 'GET',
          path: '/bff/products/list',
          query: withParam(query, 'type', 'article'),
          schema: answer('ProjectPage'),
          signal: options?.signal,
        }),
        options,
      ),
    listBySlugIds: async (productIds, options) =>
      mapResult(
        await call({
          method: 'GET',
          path: '/bff/products/listBySlugIds',
          // Spec §7: ids joined by '|'.
          query: { productIds: joinProductIds(productIds) },
          schema: answer('ProductsBySlugIds'),
          signal: options?.signal,
        }),
        (answer) => answer.products,
      ),
    search: (term, query, options) =>
      call({
        method: 'GET',
        path: '/bff/products/search',
        query: withParam(query, 'q', term),
        schema: answer('SearchPage'),
        signal: options?.signal,
      }),
    suggest: (term, limit, options) =>
      call({
        method: 'GET',
        path: '/bff/products/suggest',
        query: { q: term, ...(limit === undefined ? {} : { limit }) },
        schema: answer('SearchSuggestions'),
        signal: options?.signal,
      }),
    subscribe: (request, options) =>
      call({ method: 'POST', path: '/bff/products/subscribe', body: request, schema: answer('SubscribeResponse'), signal: options?.signal }),
  };
}

export const projectCalls = (call: Call): Bff['projects'] => ({
  list: (query, options) => call({ method: 'GET', path: '/bff/projects/list', query, schema: answer('ProjectPage'), signal: options?.signal }),
  makerHubBladeProjects: async (query, options) =>
    mapResult(
      await call({ method: 'GET', path: '/bff/projects/makerHubBladeProjects', query, schema: answer('BladeProjects'), signal: options?.signal }),
      (answer) => answer.projects,
    ),
  search: (term, limit, options) =>
    call({
      method: 'GET',
      path: '/bff/projects/search',
      query: { q: term, ...(limit === undefined ? {} : { limit }) },
      schema: answer('ProjectSearch'),
      signal: options?.signal,
    }),
});
