import type { Config } from "@react-router/dev/config";
import { loadSiteModel } from "./app/content/site-model";

/** The site as the content makes it (app/content/site-model.ts): its path, pages and stories. */
const model = () => loadSiteModel({ showDrafts: process.env.SHOW_DRAFTS === "true" });

export default {
  ssr: false,
  basename: `${model().basePath}/`,
  // Every page and every file the routes make from the content; the not-found page as /404. What
  // the build does with them afterwards is one list: plugins/output/index.ts.
  async prerender() {
    const { pages, files } = model();
    return [...pages, ...files, "/404"];
  },
} satisfies Config;
