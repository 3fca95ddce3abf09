import type { FastifyRequest } from 'fastify';
import {
  AddProductsBody,
  BookmarkParams,
  BookmarkProjectBody,
  CreateListBody,
  CreateProjectListBody,
  ListIdParams,
  ListsQuery,
  RemoveProductsQuery,
  RenameListBody,
  SetCountQuery,
} from '../../contract/lists';
import {
  type ListOwner,
  type ListsDeps,
  addProducts,
  bookmarkProject,
  createList,
  customerLists,
  deleteList,
  duplicateList,
  listDetails,
  listToCart,
  projectBookmarks,
  removeBookmark,
  removeProducts,
  renameList,
  setProductCount,
} from '../services/lists/lists';
import type { Area } from './areas';
import { parse, unauthorized } from './errors';
import { requireIdentity } from './request-context';

/**
 * Spec §7 Lists: a signed-in customer's shopping lists, project lists and project bookmarks. A guest gets
 * 401 (the client sends them to sign in); another customer's list id the same 404 as an unknown one.
 */
export const listsArea: Area = (context) => async (app) => {
  const { db } = context.database;
  const deps: ListsDeps = { db, database: context.database, now: context.now, imageOrigin: context.imageOrigin };

  const customerOf = async (request: FastifyRequest): Promise<ListOwner & { owner: string }> => {
    const identity = await requireIdentity(db, request, context.now());
    if (!identity.customerId) throw unauthorized();
    return { site: request.site, customerId: identity.customerId, owner: identity.owner };
  };
  const idOf = (request: FastifyRequest) => parse(ListIdParams, request.params, 'params').id;

  app.get('/lists/list', async (request) => {
    const owner = await customerOf(request);
    const { productIds } = parse(ListsQuery, request.query, 'query');
    return { lists: await customerLists(db, owner, null, productIds ?? []) };
  });

  app.post('/lists/list', async (request) => {
    const owner = await customerOf(request);
    const body = parse(CreateListBody, request.body, 'body');
    return createList(deps, owner, 'shopping-list', body.name, body.products, context.now());
  });

  app.get('/lists/list/:id/details', async (request) => listDetails(deps, await customerOf(request), idOf(request)));

  // Shopping lists and project lists take products the same way; ids are of either kind.
  const addToList = async (request: FastifyRequest) => {
    const owner = await customerOf(request);
    const body = parse(AddProductsBody, request.body, 'body');
    return addProducts(deps, owner, idOf(request), body.productIds, body.count, context.now());
  };
  app.post('/lists/list/:id', addToList);
  app.post('/lists/projects/:id', addToList);

  app.put('/lists/list/:id', async (request) => {
    const owner = await customerOf(request);
    return renameList(db, owner, idOf(request), parse(RenameListBody, request.body, 'body').name, context.now());
  });

  app.delete('/lists/list/:id', async (request) => deleteList(db, await customerOf(request), idOf(request)));

  app.post('/lists/list/:id/duplicate', async (request) => duplicateList(db, await customerOf(request), idOf(request), context.now()));

  app.delete('/lists/list/:id/products', async (request) => {
    const owner = await customerOf(request);
    const { productIds } = parse(RemoveProductsQuery, request.query, 'query');
    return removeProducts(deps, owner, idOf(request), productIds, context.now());
  });

  app.patch('/lists/list/:id/products', async (request) => {
    const owner = await customerOf(request);
    const { productIds, count } = parse(SetCountQuery, request.query, 'query');
    return setProductCount(deps, owner, idOf(request), productIds, count, context.now());
  });

  app.patch('/lists/list/:id/add-to-cart', async (request) => {
    const owner = await customerOf(request);
    return listToCart(deps, owner, { site: request.site, owner: owner.owner }, idOf(request), context.now());
  });

  app.get('/lists/projects', async (request) => {
    const owner = await customerOf(request);
    const { productIds } = parse(ListsQuery, request.query, 'query');
    return { lists: await customerLists(db, owner, 'project-list', productIds ?? []), bookmarks: await projectBookmarks(db, owner) };
  });

  app.post('/lists/projects', async (request) => {
    const owner = await customerOf(request);
    const body = parse(CreateProjectListBody, request.body, 'body');
    return createList(deps, owner, 'project-list', body.name, body.productIds, context.now());
  });

  app.post('/lists/bookmark-project', async (request) => {
    const owner = await customerOf(request);
    return { bookmarks: await bookmarkProject(db, owner, parse(BookmarkProjectBody, request.body, 'body'), context.now()) };
  });

  app.delete('/lists/bookmark-project/:projectId', async (request) => {
    const owner = await customerOf(request);
    return { bookmarks: await removeBookmark(db, owner, parse(BookmarkParams, request.params, 'params').projectId) };
  });
};
