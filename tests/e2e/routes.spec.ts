import { escapeRegExp, featuredStories, site, sitePath, stories, STORIES_PATH } from "./content";
import { expect, test, waitForHydration } from "./fixtures";

test("the home page is prerendered with its content in the HTML @content", async ({ request }) => {
  const response = await request.get(sitePath("/"));
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/html");
  const html = await response.text();
  expect(html).toContain(site.tagline);
  for (const story of featuredStories) expect(html).toContain(story.excerpt);
});

test("/stories and every story's page are prerendered, their text in the HTML @content", async ({
  request,
}) => {
  const response = await request.get(sitePath(STORIES_PATH));
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const story of stories) expect(html).toContain(`href="${sitePath(story.path)}"`);
  for (const story of stories) {
    const page = await request.get(sitePath(story.path));
    expect(page.status(), story.slug).toBe(200);
    // Each paragraph of the text is in the page as the story's Markdown made it.
    const text = await page.text();
    const paragraphs = [...story.html.matchAll(/<p>[\s\S]*?<\/p>/g)].map(
      ([paragraph]) => paragraph,
    );
    expect(paragraphs.length, story.slug).toBeGreaterThan(0);
    for (const paragraph of paragraphs) expect(text).toContain(paragraph);
  }
});

test("a page asked for without its last slash, as older links wrote it, still opens @content", async ({
  page,
}) => {
  for (const current of [STORIES_PATH, ...stories.slice(0, 1).map((story) => story.path)]) {
    const old = current.replace(/\/$/, "");
    const response = await page.request.get(sitePath(old), { maxRedirects: 0 });
    expect(response.status(), old).toBe(301);
    await page.goto(sitePath(old));
    await expect(page).toHaveURL(sitePath(current));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});

test("only what is served is built: no page at /404, no data file no page asks for @content", async ({
  request,
}) => {
  for (const path of ["/404", "/404/", "/stories.data", "/404.data", "/rss.xml.data"]) {
    expect((await request.get(sitePath(path))).status(), path).toBe(404);
  }
  for (const story of stories) {
    const dataFile = story.path.replace(/\/$/, ".data");
    expect((await request.get(sitePath(dataFile))).status(), dataFile).toBe(404);
  }
});

test("an unknown path answers 404 with the not-found page", async ({ request }) => {
  const response = await request.get(sitePath("/no/such/page"));
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("Oops! Page not found");
});

test("the server compresses text and caches hashed assets for a year", async ({ request }) => {
  const page = await request.get(sitePath("/"), { headers: { "Accept-Encoding": "br, gzip" } });
  expect(page.headers()["content-encoding"]).toBe("br");
  const html = await page.text();
  const gzipped = await request.get(sitePath("/"), { headers: { "Accept-Encoding": "gzip" } });
  expect(gzipped.headers()["content-encoding"]).toBe("gzip");
  expect(await gzipped.text()).toBe(html);
  const script = new RegExp(`"(${escapeRegExp(sitePath("/assets/"))}[^"\\s]+\\.js)"`).exec(
    html,
  )?.[1];
  const asset = await request.get(script ?? sitePath("/assets/missing.js"));
  expect(asset.status()).toBe(200);
  expect(asset.headers()["content-type"]).toContain("javascript");
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("a visitor moves between home and stories, and Back returns to each", async ({ page }) => {
  await page.goto(sitePath("/"));
  await waitForHydration(page);

  await page.getByRole("link", { name: "Stories", exact: true }).first().click();
  await expect(page).toHaveURL(sitePath(STORIES_PATH));
  await expect(
    page.getByRole("heading", { level: 1, name: "Stories from the Road" }),
  ).toBeVisible();

  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(sitePath("/"));
  await expect(page.getByRole("heading", { level: 1, name: site.alias })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(sitePath(STORIES_PATH));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stories from the Road");
  await page.goBack();
  await expect(page).toHaveURL(sitePath("/"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.alias);
  await page.getByRole("banner").getByRole("link", { name: site.alias }).click();
  await expect(page).toHaveURL(sitePath("/"));
});

test("inside the hydrated home page, an unknown address shows the not-found page without reloading", async ({
  page,
  expectedErrors,
}) => {
  expectedErrors.push(new RegExp(`404: no page at ${escapeRegExp(sitePath("/somewhere-else"))}`));
  await page.goto(sitePath("/"));
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  await page.evaluate(
    (address) => window.history.pushState({}, "", address),
    sitePath("/somewhere-else"),
  );
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent("popstate")));
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  expect(await page.evaluate(() => "stillTheSamePage" in window)).toBe(true);
  // The way back is a fresh page load, the safer start after something went wrong.
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(sitePath("/"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.alias);
});
