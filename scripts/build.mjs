// `npm run build`: checks the content, then builds the site into build/client. It prints a line per
// step and a summary; an owner's mistake (a content file, a photo) ends it with the message alone,
// and exit code 1.
import { readdirSync } from "node:fs";
import { createBuilder, runnerImport } from "vite";

const started = performance.now();
// As React Router's own build command does: without it, the content check below would have Vite
// take this for development, and bundle React's development build.
process.env.NODE_ENV ??= "production";

// React Router 7.18 starts Vite servers of its own with an option Vite 8 calls deprecated; there is
// nothing in this project to change about it, so the notice is not shown.
const warn = console.warn;
console.warn = (...args) => {
  if (String(args[0]).includes("The `envFile` option is deprecated")) return;
  warn(...args);
};

/** Whether `error` is an owner's mistake, whose message says it all (app/content/errors.ts). */
const isOwnerError = (/** @type {unknown} */ error) =>
  error instanceof Error && (error.name === "ContentError" || error.name === "PhotoError");

/** @param {number} count @param {string} one @param {string} [many] */
const plural = (count, one, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

async function build() {
  /** @type {{ module: typeof import("../app/content/site-model.ts") }} */
  const { module } = await runnerImport("./app/content/site-model.ts");
  const model = module.loadSiteModel();
  console.log(
    `content   ${plural(model.stories.length, "story", "stories")}, ${plural(model.gallery.length, "gallery photo")}, ${plural(model.djOfferings.length, "DJ offering")}, ${plural(model.uploads.length, "photo")} of yours`,
  );
  for (const warning of model.warnings) console.warn(`warning   ${warning}`);
  if (model.drafts.length > 0) {
    console.log(
      `drafts    left out (delete a draft's "draft: true" line to publish it): ${model.drafts.join(", ")}`,
    );
  }

  const builder = await createBuilder({ logLevel: "warn" });
  await builder.buildApp();

  const pages = readdirSync("build/client", { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".html"),
  );
  /** @type {{ photos: number, encoded: number } | undefined} */
  const photos = builder.config.plugins.find((plugin) => plugin.name === "photos")?.api?.published;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Built build/client in ${seconds} s: ${plural(pages.length, "page")}, ${plural(model.stories.length, "story", "stories")}, ` +
      `${plural(photos?.photos ?? 0, "photo")} of yours (${photos?.encoded ?? 0} encoded, ${(photos?.photos ?? 0) - (photos?.encoded ?? 0)} reused), ` +
      `${plural(model.drafts.length, "draft")} left out`,
  );
}

try {
  await build();
} catch (error) {
  if (!isOwnerError(error)) throw error;
  console.error(`\n${/** @type {Error} */ (error).message}\n`);
  process.exitCode = 1;
}
