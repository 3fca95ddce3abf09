// The server's composition root: reflect-metadata is imported here once, before inversify is used anywhere on the server.
import 'reflect-metadata';

export { childContainer, createServerContainer, resolveServer, serverModule, type Container } from './container';
export { type ServerSettings, type ServerSettingsResult, settingsFromEnv } from './settings';
export { type Clock, type IdSource, type ProviderAreas, type ServerLogger, TOKENS } from './tokens';
