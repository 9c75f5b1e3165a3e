// `npm run build`: checks the content, then builds the site into build/client. It prints a line per
// step and a summary; an owner's mistake (a content file, a photo) ends it with the message alone,
// and exit code 1.
import { readdirSync } from "node:fs";
import { createBuilder, createLogger } from "vite";

const started = performance.now();
// As React Router's own build command does.
process.env.NODE_ENV ??= "production";

// React Router 7.18 starts Vite servers of its own with an option Vite 8 calls deprecated; there is
// nothing in this project to change about it, so the notice is not shown.
const warn = console.warn;
console.warn = (...args) => {
  if (String(args[0]).includes("The `envFile` option is deprecated")) return;
  warn(...args);
};

// Vite checks whether Node could load the config without bundling it, a hint for developers that
// costs the config's load a second and more: on a busy machine the bundler then printed its timing
// notes before an owner's mistake.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= "1";

/** Whether `error` is an owner's mistake, whose message says it all (app/content/errors.ts). */
const isOwnerError = (/** @type {unknown} */ error) =>
  error instanceof Error && ["ContentError", "PhotoError", "ImageAuditError"].includes(error.name);

/** @param {number} count @param {string} one @param {string} [many] */
const plural = (count, one, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

async function build() {
  // Vite's own notices stay quiet; its warnings and errors show, but for the lines that only say
  // that something failed: what failed is printed below.
  const logger = createLogger("warn");
  const logError = logger.error;
  logger.error = (message, options) => {
    if (!/Build failed in|failed to load config/.test(message)) logError(message, options);
  };
  // Loading the config reads and checks the content (vite.config.ts), before anything is bundled.
  const builder = await createBuilder({ logLevel: "warn", customLogger: logger });
  /** @type {import("../app/content/site-model.ts").SiteModel} */
  const model = builder.config.plugins.find((plugin) => plugin.name === "site-model")?.api.model;
  console.log(
    `content   ${plural(model.stories.length, "story", "stories")}, ${plural(model.gallery.length, "gallery photo")}, ${plural(model.djOfferings.length, "DJ offering")}, ${plural(model.uploads.length, "photo")} of yours`,
  );
  for (const warning of model.warnings) console.warn(`warning   ${warning}`);
  if (model.drafts.length > 0) {
    console.log(
      `drafts    left out (delete a draft's "draft: true" line to publish it): ${model.drafts.join(", ")}`,
    );
  }
  await builder.buildApp();

  const pages = readdirSync("build/client", { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".html"),
  );
  /** @type {{ photos: number, encoded: number } | undefined} */
  const photos = builder.config.plugins.find((plugin) => plugin.name === "output")?.api?.published;
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
  // The bundler gathers the errors of a build step into one: an owner's mistake may be among them.
  const found = /** @type {{ errors?: unknown[] }} */ (error).errors ?? [];
  const mistakes = [error, ...found].filter(isOwnerError);
  if (mistakes.length === 0) throw error;
  const messages = new Set(mistakes.map((mistake) => /** @type {Error} */ (mistake).message));
  console.error(`\n${[...messages].join("\n\n")}\n`);
  process.exitCode = 1;
}
