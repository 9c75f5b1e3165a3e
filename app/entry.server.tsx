import { prerender } from "react-dom/static";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

// Nothing is streamed: each <Suspense> section is written in place as plain HTML that shows
// without JavaScript, not moved into place later by an inline script.
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      responseStatusCode = 500;
      console.error(error);
    },
  });
  responseHeaders.set("Content-Type", "text/html");
  return new Response(prelude, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
