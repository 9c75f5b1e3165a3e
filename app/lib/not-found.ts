/** For the not-found page without the app's scripts, 404.html (app/components/problem-page.tsx). */
export const logPathScript = "console.error(`404: no page at ${location.pathname}`);";
