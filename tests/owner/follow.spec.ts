import {
  escapeRegExp,
  patternOf,
  SEARCH_PATH,
  site,
  sitePath,
  STORIES_PATH,
  words,
} from "../content";
import { expect, test } from "../e2e/fixtures";

// Without scripts, on the owner's copy, which has a newsletter provider's form address (the owner
// check sets newsletterFormUrl): the search page says why it cannot search and leads to the
// stories, and the newsletter box posts the reader's address to the provider, as a form does.

test.use({ javaScriptEnabled: false });

test(
  "without scripts the search page leads to the stories, and the newsletter form posts the address to the provider",
  { tag: "@owner" },
  async ({ page, context }) => {
    const provider = site.newsletterFormUrl;
    expect(provider, "the owner check sets a provider's form address").toBeTruthy();
    if (!provider) return;

    await page.goto(sitePath(SEARCH_PATH));
    await expect(page.getByRole("searchbox")).toBeHidden();
    // "Search needs JavaScript, which is off in this browser. …: browse all stories."
    const needsJavaScript = patternOf(words.search.needsJavaScript, {
      link: escapeRegExp(words.search.browseAll),
    });
    await expect(page.getByText(new RegExp(`^${needsJavaScript}$`))).toBeVisible();
    await page.getByRole("link", { name: words.search.browseAll }).click();
    await expect(page).toHaveURL(sitePath(STORIES_PATH));

    const posted: { method: string; body: string }[] = [];
    await context.route(provider, async (route) => {
      posted.push({ method: route.request().method(), body: route.request().postData() ?? "" });
      await route.fulfill({
        body: "<!doctype html><title>Subscribed</title>",
        contentType: "text/html",
      });
    });
    await page.goto(sitePath("/#newsletter"));
    const box = page.locator("#newsletter");
    await box.getByRole("textbox").fill("reader+travel@example.com");
    const opened = context.waitForEvent("page");
    await box.getByRole("button", { name: words.newsletter.subscribe }).click();
    // Waited for until the provider's answer is in the tab: the post is then sure to have been seen.
    const tab = await opened;
    await tab.waitForURL(provider);
    await expect(tab).toHaveTitle("Subscribed");
    expect(posted).toEqual([
      { method: "POST", body: expect.stringContaining("reader%2Btravel%40example.com") },
    ]);
  },
);
