// `npm run screenshots`: the pictures of docs/design.md, taken from the built site (`npm run build`
// first) in Debian's Chromium: the home page, a story, /stories and the newest trip at 390 px (both
// themes) and 1280 px, the first screen of each, and the whole home and trip pages on a phone. Unsplash's photos come
// from the benchmark's stand-in (scripts/image-cdn.mjs): one synthetic photo, as this machine has
// no internet.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { runnerImport } from "vite";
import { freePort } from "./free-port.mjs";
import { startImageCdn } from "./image-cdn.mjs";

/** @type {{ module: typeof import("../app/content/site-model.ts") }} */
const { module: content } = await runnerImport("./app/content/site-model.ts");
const model = content.loadSiteModel();
const [newest] = model.stories;
if (!newest) throw new Error("The site has no story to show.");
const [trip] = model.trips;
const pages = {
  home: "/",
  story: newest.path,
  stories: "/stories/",
  ...(trip ? { trip: trip.path } : {}),
};
const shots = [
  { width: 390, scheme: "light" },
  { width: 390, scheme: "dark" },
  { width: 1280, scheme: "light" },
];
const out = "docs/screenshots";

const tmp = mkdtempSync(path.join(os.tmpdir(), "screenshots-"));
const port = await freePort();
const server = spawn("node", ["scripts/serve.mjs", "--no-build"], {
  env: { ...process.env, PORT: String(port) },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise((resolve) => server.stdout.once("data", resolve));
const cdn = await startImageCdn(tmp);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    `--host-resolver-rules=MAP images.unsplash.com:443 127.0.0.1:${cdn.port}`,
    `--ignore-certificate-errors-spki-list=${cdn.spki}`,
  ],
});
try {
  for (const { width, scheme } of shots) {
    const isPhone = width < 600;
    const context = await browser.newContext({
      viewport: { width, height: isPhone ? 844 : 900 },
      colorScheme: /** @type {"light" | "dark"} */ (scheme),
      hasTouch: isPhone,
      isMobile: isPhone,
      // The whole page's picture adds a style of its own, which the pages' policy refuses.
      bypassCSP: true,
    });
    const page = await context.newPage();
    for (const [name, address] of Object.entries(pages)) {
      await page.goto(`http://127.0.0.1:${port}${model.basePath}${address}`);
      // Every photo, lazy ones too, drawn before the picture is taken.
      await page.evaluate(() => {
        for (const img of document.querySelectorAll("img")) img.loading = "eager";
      });
      await page.waitForFunction(() => [...document.images].every((img) => img.complete), null, {
        timeout: 180_000,
      });
      const isWhole = isPhone && scheme === "light" && (name === "home" || name === "trip");
      // Drawn at once, the whole page would miss what content-visibility draws only as a reader
      // comes near (the gallery's photos): draw it as a reader who scrolled through sees it.
      if (isWhole)
        await page.addStyleTag({ content: "* { content-visibility: visible !important }" });
      const png = await page.screenshot({ fullPage: isWhole });
      const file = path.join(out, `${name}-${width}-${scheme}${isWhole ? "-whole" : ""}.jpg`);
      // The whole page at half its size: the rhythm of the sections is what it shows.
      await sharp(png)
        .resize(isWhole ? { width: width / 2 } : {})
        .jpeg({ quality: 72, mozjpeg: true })
        .toFile(file);
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await cdn.close();
  server.kill();
  rmSync(tmp, { recursive: true, force: true });
}
