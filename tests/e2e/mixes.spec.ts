import { spawn } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { z } from "zod";
import { MixSchema } from "../../app/content/schema";
import { wordsFor } from "../../app/i18n/languages";
import { fill } from "../../app/i18n/words";
import { MIX_PROVIDERS } from "../../app/lib/mixes";
import { buildProject, copyProject, listeningPort } from "../../scripts/project-copy.mjs";
import { basePath, djOfferings, site, stories } from "../content";
import { expect, test as base } from "./fixtures";

// The site has no mix of its own (content/dj.yml): a copy with one from each provider
// (fixtures/mixes.yml) in its first offering, the first also in its newest story's text, is built
// once and served while this file's tests run, one after another in one browser.

const ROOT = process.cwd();
const mixes = z.array(MixSchema).parse(parse(readFileSync("tests/e2e/fixtures/mixes.yml", "utf8")));
function first<T>(list: readonly T[], what: string): T {
  const [item] = list;
  if (item === undefined) throw new Error(`No ${what}`);
  return item;
}
const storyMix = first(mixes, "mix in tests/e2e/fixtures/mixes.yml");
const story = first(stories, "story in content/stories");
const offering = first(djOfferings, "offering in content/dj.yml");
const words = wordsFor(site);
const providerName = (mix: (typeof mixes)[number]) => MIX_PROVIDERS[mix.provider].name;
const names = (mix: (typeof mixes)[number]) => ({ title: mix.title, provider: providerName(mix) });

/** The copy's content: the mixes under its first offering, the first on a line of the story. */
function addMixes(copy: string) {
  const dj = path.join(copy, "content/dj.yml");
  const listed = readFileSync("tests/e2e/fixtures/mixes.yml", "utf8")
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => `    ${line}`)
    .join("\n");
  const text = readFileSync(dj, "utf8");
  const altLine = `  imageAlt: ${offering.imageAlt}\n`;
  if (!text.includes(altLine)) throw new Error(`content/dj.yml has no ${altLine}`);
  writeFileSync(dj, text.replace(altLine, `${altLine}  mixes:\n${listed}\n`));
  const file = path.join(copy, story.file);
  const written = readFileSync(file, "utf8").replace(
    /\n---\n/,
    `\n---\n\n${readFileSync("tests/e2e/fixtures/mixes.yml", "utf8").match(/url: (\S+)/)?.[1]}\n`,
  );
  writeFileSync(file, written);
}

const test = base.extend<object, { mixSite: string }>({
  mixSite: [
    async ({}, use) => {
      const copy = copyProject(ROOT, "mixes-copy");
      try {
        addMixes(copy);
        const build = buildProject(copy, path.join(ROOT, ".cache/photos"));
        expect(build.ok, build.output).toBe(true);
        const server = spawn(process.execPath, ["scripts/serve.mjs", "--no-build", "--quick"], {
          cwd: copy,
          env: { ...process.env, PORT: "0" },
        });
        try {
          await use(`http://127.0.0.1:${await listeningPort(server)}`);
        } finally {
          server.kill();
        }
      } finally {
        rmSync(copy, { recursive: true, force: true });
      }
    },
    // A build of its own: a minute on a busy 2-core machine.
    { scope: "worker", timeout: 300_000 },
  ],
  baseURL: async ({ mixSite }, use) => {
    await use(mixSite);
  },
});

test.describe.configure({ mode: "default" });

/** Every request the page makes to another host than the site's, and every policy violation. */
async function watch(page: Page, origin: string) {
  const elsewhere: string[] = [];
  const violations: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    // The site's stock photos come from Unsplash's CDN, as they always have.
    if (url.origin !== origin && url.host !== "images.unsplash.com") elsewhere.push(url.href);
  });
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return { elsewhere, violations };
}

const policyOf = async (page: Page) =>
  (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content")) ?? "";
const frameSources = (policy: string) =>
  /(?:^|; )frame-src ([^;]+)/.exec(policy)?.[1]?.split(" ").sort() ?? [];

const HOME = `${basePath}/`;
const STORY = `${basePath}${story.path}`;

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page and the story show each mix's title, length and cover, and link to its page", async ({
    page,
  }) => {
    await page.goto(HOME);
    for (const mix of mixes) {
      const link = page.getByRole("link", { name: fill(words.mix.play, names(mix)) });
      await expect(link).toHaveAttribute("href", mix.url);
      await expect(link).toContainText(mix.title);
      await expect(link).toContainText(`${providerName(mix)} · ${mix.duration}`);
      const cover = link.getByRole("img", { name: mix.imageAlt });
      await cover.scrollIntoViewIfNeeded();
      await expect(cover).toHaveJSProperty("complete", true);
      expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await page.goto(STORY);
    const link = page.getByRole("link", { name: fill(words.mix.play, names(storyMix)) });
    await expect(link).toContainText(storyMix.title);
    await expect(link.getByRole("img", { name: storyMix.imageAlt })).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(storyMix.url);
  });
});

test("a page's policy frames exactly the players of its mixes, and a page without one none", async ({
  page,
}) => {
  await page.goto(HOME);
  expect(frameSources(await policyOf(page))).toEqual(
    mixes.map((mix) => new URL(mix.embedUrl).origin).sort(),
  );
  await page.goto(STORY);
  expect(frameSources(await policyOf(page))).toEqual([new URL(storyMix.embedUrl).origin]);
  const other = stories.find((each) => each !== story);
  await page.goto(`${basePath}${other?.path}`);
  expect(await policyOf(page)).not.toContain("frame-src");
});

for (const screen of [
  { name: "at 390 px, by touch", width: 390, isTouch: true },
  { name: "at 1280 px, with a mouse over the play button", width: 1280, isTouch: false },
]) {
  test.describe(screen.name, () => {
    test.use({
      viewport: { width: screen.width, height: 844 },
      hasTouch: screen.isTouch,
      isMobile: screen.isTouch,
    });

    /** Loads and scrolls the page: nothing leaves the site; a tap then loads the one player. */
    async function playOn(
      page: Page,
      address: string,
      mix: (typeof mixes)[number],
      origin: string,
    ) {
      const seen = await watch(page, origin);
      await page.goto(address);
      await page.mouse.wheel(0, 20000);
      const link = page.getByRole("link", { name: fill(words.mix.play, names(mix)) });
      await link.scrollIntoViewIfNeeded();
      if (!screen.isTouch) await link.hover();
      await page.waitForLoadState("networkidle");
      expect(seen.elsewhere, "requests to other hosts before the tap").toEqual([]);
      const player = page.frameLocator(`iframe[title="${fill(words.mix.player, names(mix))}"]`);
      const [request] = await Promise.all([
        page.waitForRequest(mix.embedUrl),
        screen.isTouch ? link.tap() : link.click(),
      ]);
      expect(request.url()).toBe(mix.embedUrl);
      await expect(player.locator("body")).toBeAttached();
      const frame = page.getByTitle(fill(words.mix.player, names(mix)));
      await expect(frame).toHaveAttribute("allow", "autoplay; encrypted-media; fullscreen");
      await expect(frame).toHaveAttribute("src", mix.embedUrl);
      await expect(frame, "the player takes the focus of the button it replaces").toBeFocused();
      expect(seen.elsewhere, "requests to other hosts after the tap").toEqual([mix.embedUrl]);
      expect(seen.violations).toEqual([]);
      const note = page.getByText(words.mix.secondTap);
      if (mix.provider === "mixcloud") await expect(note).toBeVisible();
      else await expect(note).toHaveCount(0);
    }

    for (const mix of mixes) {
      test(`on the home page, a tap plays the ${providerName(mix)} mix, and nothing of it loads before`, async ({
        page,
        mixSite,
      }) => {
        await playOn(page, HOME, mix, mixSite);
      });
    }

    test("in the story, a tap plays its mix, and nothing of it loads before", async ({
      page,
      mixSite,
    }) => {
      await playOn(page, STORY, storyMix, mixSite);
    });
  });
}
