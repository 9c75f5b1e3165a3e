import { escapeRegExp, site, sitePath, words } from "../content";
import { expect, test, waitForHydration } from "./fixtures";

test("an unknown path first loaded shows the not-found page with status 404 and logs the path", async ({
  page,
  expectedErrors,
}) => {
  // The path as the browser has it, under the site's path.
  const logLine = `404: no page at ${sitePath("/no/such/trail")}`;
  expectedErrors.push(/404 \(Not Found\)/, new RegExp(escapeRegExp(logLine)));
  const logged = page.waitForEvent("console", (message) => message.text().includes(logLine));
  const response = await page.goto(sitePath("/no/such/trail"));
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.notFound.title);
  expect((await logged).type()).toBe("error");

  await page.getByRole("link", { name: words.notFound.home }).click();
  await expect(page).toHaveURL(sitePath("/"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.alias);
});

test("an unknown address reached inside the hydrated home page shows the not-found page without reloading and logs the path; Return to Home loads the home page afresh", async ({
  page,
  expectedErrors,
}) => {
  // The path as the browser has it, under the site's path, as when first loaded.
  const logLine = `404: no page at ${sitePath("/lost-in-the-dunes")}`;
  expectedErrors.push(new RegExp(escapeRegExp(logLine)));
  await page.goto(sitePath("/"));
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  const logged = page.waitForEvent("console", (message) => message.text().includes(logLine));
  await page.evaluate((address) => {
    window.history.pushState({}, "", address);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, sitePath("/lost-in-the-dunes"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.notFound.title);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  expect((await logged).type()).toBe("error");
  expect(await page.evaluate(() => "stillTheSamePage" in window), "the same page").toBe(true);
  // The way back is a fresh page load, the safer start after something went wrong.
  await page.getByRole("link", { name: words.notFound.home }).click();
  await expect(page).toHaveURL(sitePath("/"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.alias);
  expect(await page.evaluate(() => "stillTheSamePage" in window), "a fresh page").toBe(false);
});

test("a part of the page that fails to load shows the branded error page with a way home", async ({
  page,
  expectedErrors,
}) => {
  expectedErrors.push(/Failed to load resource/, /Failed to fetch dynamically imported module/);
  // The trip dialog's code arrives on the first click; here the network drops it.
  const tripDialogCode = new RegExp(
    `${escapeRegExp(sitePath("/assets/trip-dialog-"))}[\\w-]+\\.js$`,
  );
  await page.route(tripDialogCode, (route) => route.abort("failed"));
  await page.goto(sitePath("/#stories"));
  await waitForHydration(page);
  await page.getByRole("button", { name: words.home.planMyTrip }).click();
  await expect(page.getByRole("heading", { level: 1, name: words.error.title })).toBeVisible();
  await expect(page.getByText(words.error.text)).toBeVisible();
  await page.unroute(tripDialogCode);
  await page.getByRole("link", { name: words.notFound.home }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.alias);
});
