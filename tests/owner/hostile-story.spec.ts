import { SEARCH_PATH, sitePath, stories } from "../content";
import { expect, test } from "../e2e/fixtures";

// The owner check (scripts/owner-check.mjs) pastes into a story a script, an image with an error
// handler, an embedded page, a refresh to another site and a javascript: link; the build removes
// them. A reader of that story's page meets none of them, and nothing of theirs runs. It also
// quotes markup and arrows as text, which a search shows as the story says them.

const slug = process.env.OWNER_HOSTILE_STORY;
const story = stories.find((each) => each.slug === slug);

test(
  "the story holding pasted script is published without it, and nothing of it runs",
  { tag: "@owner" },
  async ({ page }) => {
    expect(story, `OWNER_HOSTILE_STORY names a published story (got ${slug})`).toBeDefined();
    const address = sitePath(story?.path ?? "");
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const violations: string[] = [];
    await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
    await page.addInitScript(() => {
      addEventListener("securitypolicyviolation", (event) =>
        (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
          `${event.violatedDirective}: ${event.blockedURI}`,
        ),
      );
    });

    await page.goto(address);
    const article = page.getByRole("article");
    await expect(article.getByText("The bus left at midnight, and nobody slept.")).toBeVisible();
    await expect(
      article.getByText("We reached Hoi An as the lanterns were going out."),
    ).toBeVisible();

    // The link keeps its words, but is a link no more; clicking its words runs nothing.
    const words = article.getByText("A link that runs script");
    await expect(words).toBeVisible();
    await expect(article.getByRole("link", { name: "A link that runs script" })).toHaveCount(0);
    await words.click();

    // No embedded page was loaded. A refresh would leave the page a second later: instead of
    // waiting for it, the page must not ask for one.
    expect(page.frames()).toHaveLength(1);
    await expect(page.locator("meta[http-equiv='refresh' i]")).toHaveCount(0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(
      await page.evaluate(() => (window as { __ownerCheckRan?: string }).__ownerCheckRan),
    ).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(violations).toEqual([]);
    expect(page.url()).toContain(address);
  },
);

/** The pasted advice, as the story's page shows it (scripts/owner-check.mjs). */
const ADVICE =
  "a <b> tag and x < y > z, Bangkok -> Siem Reap by the zigzagging road, and HTML writes < as &lt;.";

test(
  "a search for a word of it shows its < and > as the story says them, and makes no element of them",
  { tag: "@owner" },
  async ({ page }) => {
    expect(story, `OWNER_HOSTILE_STORY names a published story (got ${slug})`).toBeDefined();
    await page.goto(sitePath(story?.path ?? ""));
    await expect(page.getByRole("article").getByText(ADVICE)).toBeVisible();

    await page.goto(`${sitePath(SEARCH_PATH)}?q=zigzagging`);
    const result = page
      .locator("[data-search-results] > li")
      .filter({ has: page.getByRole("heading", { name: story?.title }) });
    // Pagefind's excerpt is the words around the one found: from "<b>" on, here.
    await expect(result.locator("[data-excerpt]")).toContainText(ADVICE.slice(2));
    await expect(result.locator("[data-excerpt] mark")).toHaveText(["zigzagging"]);
    await expect(page.locator("[data-search-results] b")).toHaveCount(0);
  },
);
