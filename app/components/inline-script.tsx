// React hydrates the element as the browser already has it, so callers pass
// `import.meta.env.SSR ? code : ""` and the browser's bundle carries no copy.
export function InlineScript({ code }: { code: string }) {
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />;
}
