import type { Page } from "@playwright/test";
import {
  featuredStories,
  noSuchPage,
  pages,
  pagesOfEachKind,
  site,
  sitePath,
  stories,
} from "../e2e/content";
import { expect, test } from "../e2e/fixtures";

// The owner check (scripts/owner-check.mjs) writes words that look like markup or script: an alias
// holding tags, an entity and quotes, and in a story an excerpt, a photo's description and a link's
// title that read like event handlers. A visitor reads each exactly as written, wherever it lands,
// and nothing of it runs.

const { alias } = site;
const story = stories.find((each) => each.slug === process.env.OWNER_STORY);
const EXCERPT = "Day one = jet lag: twelve hours north from Hue, in a berth for four.";
const PHOTO_ALT = "The beach at Sam Son at dawn, the carriage's Wi-Fi sign saying online = yes";
const LINK = { name: "The sleeper tickets", title: "one = enough" };

/** What the page runs that it must not: a dialog, or a script its policy refused. */
async function watchForScript(page: Page) {
  const ran: string[] = [];
  page.on("dialog", (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.exposeFunction("reportViolation", (text: string) => ran.push(text));
  await page.addInitScript(() => {
    addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective}: ${event.blockedURI}`,
      ),
    );
  });
  return ran;
}

/** A page's title as the browser reads it from the HTML, before any script runs. */
const titleOf = (page: Page, html: string) =>
  page.evaluate((source) => new DOMParser().parseFromString(source, "text/html").title, html);

test("the alias is text in every page's title, header and footer, and nothing of it runs @content", async ({
  page,
}) => {
  // A hang limit, growing with the pages read (86 on the grown copy).
  test.setTimeout(30_000 + pages.length * 500);
  expect(alias, "the owner check's alias holds markup").toMatch(/<.*&.*"/);
  const ran = await watchForScript(page);
  // One page of each kind opened in the browser, its script running where it has one (home)…
  const opened = new Set(pagesOfEachKind);
  for (const path of opened) {
    if (path === noSuchPage) continue;
    const response = await page.goto(sitePath(path));
    expect(await titleOf(page, (await response?.text()) ?? ""), path).toContain(alias);
    expect(await page.title(), path).toContain(alias);
    const home = page.getByRole("banner").getByRole("link", { name: alias, exact: true });
    await expect(home, path).toHaveText(alias);
    await expect(page.getByRole("contentinfo"), path).toContainText(
      `${alias}. All rights reserved.`,
    );
  }
  expect(ran).toEqual([]);
  // …and every other page read as the browser parses it: they run no script of theirs, so what
  // the parser makes of the alias is what a visitor gets (text, and no script element from it).
  for (const path of pages.filter((each) => !opened.has(each))) {
    const html = await (await page.request.get(sitePath(path))).text();
    const seen = await page.evaluate(
      ({ source, name }) => {
        const doc = new DOMParser().parseFromString(source, "text/html");
        return {
          title: doc.title,
          home: [...doc.querySelectorAll("header a")].some((a) => a.textContent === name),
          footer: doc.querySelector("footer")?.textContent ?? "",
          // Structured data names the alias too, as data: a script that runs is any other.
          scripts: [...doc.querySelectorAll('script:not([type="application/ld+json"])')].filter(
            (script) => script.textContent?.includes("alert(1)"),
          ).length,
        };
      },
      { source: html, name: alias },
    );
    expect(seen.title, path).toContain(alias);
    expect(seen.home, path).toBe(true);
    expect(seen.footer, path).toContain(`${alias}. All rights reserved.`);
    expect(seen.scripts, path).toBe(0);
  }
});

test("the not-found page shows the alias as text @content", async ({ page, expectedErrors }) => {
  expectedErrors.push(/404 \(Not Found\)/, /404: no page at /);
  const ran = await watchForScript(page);
  const response = await page.goto(sitePath(noSuchPage));
  expect(response?.status()).toBe(404);
  expect(await page.title()).toBe(`Page not found | ${alias}`);
  await expect(page.getByRole("banner").getByRole("link", { name: alias })).toHaveText(alias);
  expect(ran).toEqual([]);
});

test("the feed and the web manifest name the site by the alias, as written @content", async ({
  page,
  request,
}) => {
  const feed = await (await request.get(sitePath("/rss.xml"))).text();
  const channelTitle = await page.evaluate((xml) => {
    const document = new DOMParser().parseFromString(xml, "application/xml");
    const error = document.querySelector("parsererror");
    if (error) return `not well-formed XML: ${error.textContent}`;
    return document.querySelector("rss > channel > title")?.textContent;
  }, feed);
  expect(channelTitle).toBe(alias);
  const manifest = JSON.parse(await (await request.get(sitePath("/site.webmanifest"))).text());
  expect(manifest.name).toBe(alias);
});

test("the editor's page is titled with the alias, as written @content", async ({
  page,
  request,
}) => {
  const response = await request.get(sitePath("/admin/"));
  expect(response.status()).toBe(200);
  expect(await titleOf(page, await response.text())).toBe(`${alias} · editor`);
});

test("a story's excerpt, photo description and link title that look like handlers read as written @content", async ({
  page,
}) => {
  expect(
    story,
    `OWNER_STORY names a published story (got ${process.env.OWNER_STORY})`,
  ).toBeDefined();
  expect(story?.excerpt).toBe(EXCERPT);
  const ran = await watchForScript(page);

  await page.goto(sitePath(story?.path ?? ""));
  const article = page.getByRole("article");
  await expect(article.getByRole("img", { name: PHOTO_ALT, exact: true })).toBeVisible();
  const link = article.getByRole("link", { name: LINK.name, exact: true });
  await expect(link).toHaveAccessibleDescription(LINK.title);
  await expect(link).toHaveAttribute("href", "https://example.com/tickets?from=hue&on=2");
  // The excerpt is the page's description, as a link preview or a search result shows it.
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", EXCERPT);

  expect(featuredStories, "the story is on the home page").toContain(story);
  await page.goto(sitePath("/"));
  const card = page
    .getByRole("region", { name: "Stories from the Road" })
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: story?.title }) });
  await expect(card.getByText(EXCERPT, { exact: true })).toBeVisible();
  expect(ran).toEqual([]);
});
