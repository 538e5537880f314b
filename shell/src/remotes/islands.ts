// The retry of a remote page the server could not render: an island of the shell, hydrated at once.
import { defineIslands } from '@estefania/shared';
import { SHELL_ISLAND_OWNER } from '../layout/islandOwner';
import { RemoteRetry } from './RemoteRetry';

export const remoteIslands = defineIslands(SHELL_ISLAND_OWNER, { RemoteRetry }, { hydrateOn: { RemoteRetry: 'load' } });
