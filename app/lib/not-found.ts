/**
 * The not-found page logs the path asked for, as the spec's error catalogue says: a page without
 * the app's scripts (404.html) runs this inline script (app/components/problem-page.tsx).
 */
export const logPathScript = "console.error(`404: no page at ${location.pathname}`);";
