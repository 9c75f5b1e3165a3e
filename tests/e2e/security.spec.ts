import { featuredStories, featuredStoryPath, newestStory, sitePath, words } from "../content";
import { expect, notFoundErrors, test, waitForHydration } from "./fixtures";

// Each page's policy and its new-tab links are read from the files (tests/built/pages.test.ts), the
// security headers from _headers, which scripts/nginx-check.mjs serves; here, the policy at work.

/** What a not-found page first loaded at `path` logs: the path as the browser has it. */

test("a full visit breaks no rule of the policy, and a stray inline script would", async ({
  page,
  expectedErrors,
}) => {
  expectedErrors.push(
    ...notFoundErrors("/lost"),
    /Failed to launch 'mailto:/,
    /Executing inline script violates/,
  );
  // A hang limit: the visit starts the app twice and loads five pages, over 30 s on a busy machine.
  test.setTimeout(test.info().timeout * 2);
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });

  await page.goto(sitePath("/"));
  await waitForHydration(page);
  await page.mouse.wheel(0, 20000);
  await page.getByRole("button", { name: words.home.planMyTrip }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(words.tripDialog.destination).fill("Anywhere <script>");
  const [tab] = await Promise.all([
    page.context().waitForEvent("page"),
    dialog.getByRole("button", { name: words.tripDialog.send }).click(),
  ]);
  // Closed once it has gone to WhatsApp: closed at once, it left the site's tab waiting, now and
  // then, for the window it had opened (the headless shell answered it nothing more).
  await tab.waitForURL(/^https:\/\/wa\.me\//);
  await tab.close();
  await page.getByRole("textbox", { name: words.newsletter.emailLabel }).fill("reader@example.org");
  await page.getByRole("button", { name: words.newsletter.subscribe }).click();
  await expect(page.getByRole("status")).toBeVisible();
  await page.getByRole("link", { name: words.home.readFullStory }).first().click();
  await expect(page).toHaveURL(sitePath(featuredStoryPath(featuredStories[0]?.slug ?? "")));
  // The address changes when /stories commits: scrolled once it has loaded, its photos are asked
  // for under its policy, and no wheel lands on a page still on its way.
  await page.waitForLoadState("load");
  await page.mouse.wheel(0, 20000);
  // A story's page, with its share sheet script (as on a phone, where the browser has one).
  await page.addInitScript(() =>
    Object.defineProperty(navigator, "share", { value: () => Promise.resolve() }),
  );
  await page.goto(sitePath(newestStory.path));
  await page.getByRole("button", { name: words.story.shareButton }).click();
  await page.goto(sitePath("/lost"));
  await page.getByRole("link", { name: words.notFound.home }).click();
  await expect(page).toHaveURL(sitePath("/"));
  // The visit ends once this home page has started its app too, under its policy; the stray script
  // below is then added to a page that has nothing left to start.
  await waitForHydration(page);
  expect(violations).toEqual([]);

  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "document.title = 'injected'";
    document.body.append(script);
  });
  await expect.poll(() => violations.length).toBe(1);
  expect(violations[0]).toContain("script-src");
});
