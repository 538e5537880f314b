import * as estefaniaShared from '@estefania/shared';
import { SINGLETONS } from '@estefania/shared/singletons';
import sharedPkg from '@estefania/shared/package.json';

type Provider = { version: string; lib: () => unknown; shareConfig: { singleton: true; requiredVersion: string } };

const versionOf = (pkg: string): string =>
  pkg === sharedPkg.name ? sharedPkg.version : (sharedPkg.dependencies as Record<string, string>)[pkg]!;

/**
 * The shell server's own copies of every singleton, offered to the remotes' server entries.
 * Packages come from node_modules (the same instances react-dom/server uses); @estefania/shared is
 * the copy bundled into this server, whose config store the server configures.
 */
export async function sharedProviders(): Promise<Record<string, Provider>> {
  const entries = await Promise.all(
    Object.entries(SINGLETONS).map(async ([name, pkg]): Promise<[string, Provider]> => {
      const module: unknown = name === sharedPkg.name ? estefaniaShared : await import(/* @vite-ignore */ name);
      const version = versionOf(pkg);
      return [name, { version, lib: () => module, shareConfig: { singleton: true, requiredVersion: `^${version}` } }];
    }),
  );
  return Object.fromEntries(entries);
}
