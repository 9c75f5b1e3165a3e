import type { Page } from "@playwright/test";
import {
  escapeRegExp,
  featuredStories,
  fill,
  noSuchPage,
  pagesOfEachKind,
  patternOf,
  site,
  sitePath,
  stories,
  words,
} from "../content";
import { expect, test } from "../e2e/fixtures";

// The owner check (scripts/owner-check.mjs) writes words that look like markup or script: an alias
// holding tags, an entity and quotes, and in a story an excerpt, a photo's description and a link's
// title that read like event handlers. A visitor reads each exactly as written, wherever it lands,
// and nothing of it runs. That every page's title, header and footer hold the alias as text, and
// that the feed, the manifest and the editor name it, is read from the files (tests/built).

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

test(
  "on a page of each kind the alias is the tab's title, the header's and the footer's words, and nothing of it runs",
  { tag: "@owner" },
  async ({ page, expectedErrors }) => {
    expectedErrors.push(/404 \(Not Found\)/, /404: no page at /);
    expect(alias, "the owner check's alias holds markup").toMatch(/<.*&.*"/);
    const ran = await watchForScript(page);
    for (const path of pagesOfEachKind) {
      await page.goto(sitePath(path));
      if (path === noSuchPage) {
        expect(await page.title()).toBe(
          fill(words.seo.pageTitle, { title: words.notFound.pageTitle, alias }),
        );
      } else expect(await page.title(), path).toContain(alias);
      const home = page.getByRole("banner").getByRole("link", { name: alias, exact: true });
      await expect(home, path).toHaveText(alias);
      // "© 2024–2026 {alias}. All rights reserved.", in the site's words.
      await expect(page.getByRole("contentinfo"), path).toContainText(
        new RegExp(
          patternOf(words.frame.copyright, {
            years: "\\d{4}(?:–\\d{4})?",
            alias: escapeRegExp(alias),
          }),
        ),
      );
    }
    expect(ran).toEqual([]);
  },
);

test(
  "a story's excerpt, photo description and link title that look like handlers read as written",
  { tag: "@owner" },
  async ({ page }) => {
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
      .getByRole("region", { name: words.home.stories })
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: story?.title }) });
    await expect(card.getByText(EXCERPT, { exact: true })).toBeVisible();
    expect(ran).toEqual([]);
  },
);
