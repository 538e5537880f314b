// What the shell server's main thread and its render workers say to each other. Everything here
// crosses a worker boundary, so it is plain, structured-cloneable data (no URL, no Error, no function).
import type { ComposedSite } from '@estefania/shared/contract';
import type { RemoteName, RemotesManifest } from '../../remotes/manifest';

/** The remote page a URL belongs to, or null for a path no remote owns (the not-found page). */
export type RenderRoute = {
  remote: RemoteName;
  page: string;
  /** The remote's version the caller already looked up (and caches the page under). */
  version?: string;
} | null;

/**
 * One document to render. Fields beyond these are passed through untouched to `renderDocument` in
 * the worker (they must be structured-cloneable too).
 */
export interface RenderRequest {
  /** The absolute URL of the request (`url.href`). */
  url: string;
  manifest: RemotesManifest;
  /** The site as the remotes publish it, composed (and checked) by the main thread. */
  site: ComposedSite;
  route: RenderRoute;
  /** Tags for <head> from the built index.html. */
  headTags: string;
  [extra: string]: unknown;
}

export interface RenderAnswer {
  html: string;
  /** The page rendered but threw: the HTML holds the error screen (the message and stack). */
  renderError: string | null;
  /** The remote page could not be had on the server: the HTML holds the layout with the fallback. */
  failure: string | null;
}

/** main → worker */
export type ToWorker =
  | {
      type: 'render';
      id: number;
      request: RenderRequest;
      /** The remote's entry and the version the main thread saw (hash of its mf-manifest.json). */
      remote: { entry: string; version: string } | null;
      /** The render of a remote page that could not be had: render the fallback, load nothing. */
      failure: string | null;
      /** The main thread ends the worker past this (ms from now): the render aborts a little before. */
      budgetMs: number;
    }
  | { type: 'stats'; id: number };

/** worker → main */
export type FromWorker =
  | { type: 'ready' }
  | ({
      type: 'result';
      id: number;
      /** The remote's code failed to load: the worker is not trusted to retry. */ loadFailed: boolean;
      heapUsed: number;
    } & RenderAnswer)
  | { type: 'stats'; id: number; heapUsed: number; heapTotal: number }
  | { type: 'fatal'; message: string };
