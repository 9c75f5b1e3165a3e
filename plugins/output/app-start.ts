import { APP_START_ID, appStartScript } from "../../app/lib/app-start.ts";
import { attribute, detach, find, textOf, type Page } from "./html.ts";

/** React Router has no way to write its scripts inert (app/lib/app-start.ts): this runs after. */
export function deferAppStart(page: Page, file: string) {
  const scripts = find(page, "script");
  const modules = find(page, "script", { type: "module" });
  const links = find(page, "link", { rel: "modulepreload" });
  if (!scripts.some((script) => textOf(script) === appStartScript)) {
    const routerData = scripts.some((script) => textOf(script).includes("__reactRouter"));
    if (modules.length > 0 || links.length > 0 || routerData) {
      throw new Error(
        `${file}: the page does not start the app (no appStartScript), yet it has React Router's scripts or data.`,
      );
    }
    return;
  }
  const [bootstrap, ...more] = modules;
  if (!bootstrap || more.length > 0 || links.length === 0) {
    throw new Error(
      `${file}: expected React Router's one module script and its modulepreload links, found ` +
        `${modules.length} module script(s) and ${links.length} link(s).`,
    );
  }
  const hrefs = links.map((link) => attribute(link, "href") ?? "");
  for (const link of links) detach(link);
  bootstrap.attrs = [
    { name: "type", value: "text/plain" },
    { name: "id", value: APP_START_ID },
    { name: "data-modulepreload", value: hrefs.join(" ") },
  ];
}
