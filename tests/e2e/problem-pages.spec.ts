import { site } from "./content";
import { expect, test, waitForHydration } from "./fixtures";

test("an unknown path first loaded shows the not-found page with status 404 and logs the path", async ({
  page,
  expectedErrors,
}) => {
  expectedErrors.push(/404 \(Not Found\)/, /404: no page at \/no\/such\/trail/);
  const logged = page.waitForEvent("console", (message) =>
    message.text().includes("404: no page at /no/such/trail"),
  );
  const response = await page.goto("/no/such/trail");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  expect((await logged).type()).toBe("error");
  await expect(page).toHaveTitle(`Page not found | ${site.alias}`);

  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.alias);
});

test("an unknown path reached inside the site shows the not-found page and logs the path", async ({
  page,
  expectedErrors,
}) => {
  expectedErrors.push(/404: no page at \/lost-in-the-dunes/);
  await page.goto("/");
  await waitForHydration(page);
  const logged = page.waitForEvent("console", (message) =>
    message.text().includes("404: no page at /lost-in-the-dunes"),
  );
  await page.evaluate(() => {
    window.history.pushState({}, "", "/lost-in-the-dunes");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  expect((await logged).type()).toBe("error");
});

test("a part of the page that fails to load shows the branded error page with a way home", async ({
  page,
  expectedErrors,
}) => {
  expectedErrors.push(/Failed to load resource/, /Failed to fetch dynamically imported module/);
  // The trip dialog's code arrives on the first click; here the network drops it.
  await page.route(/\/assets\/trip-dialog-[\w-]+\.js$/, (route) => route.abort("failed"));
  await page.goto("/#stories");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Plan My Trip" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
  ).toBeVisible();
  await expect(page.getByText("Something went wrong while showing this page.")).toBeVisible();
  await page.unroute(/\/assets\/trip-dialog-[\w-]+\.js$/);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.alias);
});
