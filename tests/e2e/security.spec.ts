import {
  basePath,
  escapeRegExp,
  featuredStories,
  featuredStoryPath,
  newestStory,
  noSuchPage,
  pagesOfEachKind,
  SEARCH_PATH,
  sitePath,
} from "./content";
import { expect, test, waitForHydration } from "./fixtures";

/** What a not-found page first loaded at `path` logs: the path as the browser has it. */
const notFoundLog = (path: string) => new RegExp(`404: no page at ${escapeRegExp(sitePath(path))}`);

const securityHeaders = {
  "strict-transport-security": "max-age=63072000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "content-security-policy": "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
};

test("every response carries the security headers of the build's _headers file @content", async ({
  request,
}) => {
  const home = await (await request.get(sitePath("/"))).text();
  // A script's address in the page, and its path within the site.
  const script = new RegExp(`"${escapeRegExp(basePath)}(/assets/[^"]+\\.js)"`);
  const asset = script.exec(home)?.[1] ?? "/missing.js";
  for (const path of [...pagesOfEachKind, asset]) {
    const headers = (await request.get(sitePath(path))).headers();
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(headers[name], `${name} on ${path}`).toBe(value);
    }
    expect(headers["permissions-policy"]).toContain("camera=()");
  }
});

test("each page's policy lets only its own inline scripts run, without unsafe sources @content", async ({
  page,
  expectedErrors,
}) => {
  expectedErrors.push(/404 \(Not Found\)/, notFoundLog(noSuchPage));
  for (const path of pagesOfEachKind) {
    await page.goto(sitePath(path));
    const policy = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute("content");
    const scripts = policy?.split("; ").find((directive) => directive.startsWith("script-src"));
    // The search page alone may compile Pagefind's WebAssembly, where its worker cannot start.
    const wasm = path === SEARCH_PATH ? " 'wasm-unsafe-eval'" : "";
    expect(scripts, path).toMatch(new RegExp(`^script-src 'self'${wasm}( 'sha256-[\\w+/=]+')+$`));
    expect(policy).toContain("img-src 'self' https://images.unsplash.com");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).not.toContain("mailto:");
  }
});

test("a full visit breaks no rule of the policy, and a stray inline script would @content", async ({
  page,
  expectedErrors,
}) => {
  expectedErrors.push(
    /404 \(Not Found\)/,
    notFoundLog("/lost"),
    /Failed to launch 'mailto:/,
    /Executing inline script violates/,
  );
  // A hang limit: the visit starts the app twice and loads five pages, over 30 s on a busy machine.
  test.setTimeout(90_000);
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
  await page.getByRole("button", { name: "Plan My Trip" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Do you know where you want to go?").fill("Anywhere <script>");
  const [tab] = await Promise.all([
    page.context().waitForEvent("page"),
    dialog.getByRole("button", { name: "Send to WhatsApp" }).click(),
  ]);
  await tab.close();
  await page.getByRole("textbox", { name: "Email address" }).fill("reader@example.org");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status")).toBeVisible();
  await page.getByRole("link", { name: "Read Full Story →" }).first().click();
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
  await page.getByRole("button", { name: "Share…" }).click();
  await page.goto(sitePath("/lost"));
  await page.getByRole("link", { name: "Return to Home" }).click();
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

test("every link that opens a new tab gives it no access to the site @content", async ({
  page,
}) => {
  for (const path of pagesOfEachKind.filter((path) => path !== noSuchPage)) {
    await page.goto(sitePath(path));
    const newTabLinks = page.locator('a[target="_blank"]');
    for (const link of await newTabLinks.all()) {
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  }
});
