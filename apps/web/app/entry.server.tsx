import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { isUnavailable } from './lib/api/api-error';

/** Abort a render that has not completed by then (the API is in-process; this is a safety net). */
export const streamTimeout = 10_000;

/**
 * A loader's or action's error is logged, except when the API said it is unavailable (its database is down:
 * the API logs that once, not a stack trace per page) or the browser gave up on the request.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted || isUnavailable(error)) return;
  console.error(error);
}

/**
 * Renders every page completely before sending it (`onAllReady`), for browsers and bots alike: the
 * production server caches whole pages (apps/api plugins/storefront.ts), so nothing is streamed late.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // A completed Suspense boundary larger than this is sent apart and moved into place by a script, which a
      // visitor without JavaScript never runs (a lazy step with its country list passes React's 12.8 kB). The
      // page is sent whole, so nothing is gained by outlining: every boundary is written where it stands.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        shellRendered = true;
        const body = new PassThrough();
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors after the shell are logged; before it, onShellError rejects.
        if (shellRendered) console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}
