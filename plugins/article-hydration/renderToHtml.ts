/**
 * Core's `renderToHtml` (`@docusaurus/core/lib/client/renderToHtml.js`) with
 * `progressiveChunkSize: Infinity`: React 19.2+ moves a finished Suspense
 * boundary larger than that (12,800 bytes by default) out of place, into a
 * hidden `<div>` that an inline script reveals, which the Content-Security-
 * Policy and readers without scripts would not get. With it, a boundary's
 * HTML stays where it renders.
 */
import type {ReactNode} from 'react';
import {renderToPipeableStream} from 'react-dom/server';
import {PassThrough} from 'node:stream';
import {text} from 'node:stream/consumers';

export async function renderToHtml(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const passThrough = new PassThrough();
    const {pipe} = renderToPipeableStream(app, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        reject(error);
      },
      onAllReady() {
        pipe(passThrough);
        text(passThrough).then(resolve, reject);
      },
    });
  });
}
