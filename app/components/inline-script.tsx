/**
 * A script that runs from the prerendered HTML, before the app's scripts or without them. Its code
 * is needed only when the page is written: React hydrates the element as the browser already has
 * it. Callers pass `import.meta.env.SSR ? code : ""`, so the browser's bundle carries no copy.
 */
export function InlineScript({ code }: { code: string }) {
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />;
}
