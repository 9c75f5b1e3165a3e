import type { Page } from "@playwright/test";
import { fill, site, sitePath, words } from "../content";
import { expect, test } from "./fixtures";

// A phone, four times slower than this machine, whose visitor taps as soon as a button shows.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** What the page notes as the visitor acts: see `openBeforeAppStart`. */
type Noted = { atFirstTap: string; dialogsShown: number; mailtoOpened: number };

/**
 * Opens the home page with the CPU slowed four times and the app's scripts held back until
 * `release` is called, so what the test does first happens before any of the app's code has run,
 * however fast or slow the machine. The page notes whether the app had started at the visitor's
 * first tap (React Router's route modules loaded, or the tapped element hydrated by React), how
 * many dialogs were shown and how many e-mail requests were opened.
 */
async function openBeforeAppStart(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith(sitePath("/assets/")) && url.pathname.endsWith(".js"),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await page.addInitScript(() => {
    const noted: Noted = { atFirstTap: "", dialogsShown: 0, mailtoOpened: 0 };
    Object.assign(window, { noted });
    addEventListener(
      "click",
      ({ target }) => {
        if (noted.atFirstTap || !(target instanceof Element)) return;
        const isRunning = "__reactRouterRouteModules" in window;
        const isHydrated = Object.keys(target).some((key) => key.startsWith("__reactFiber"));
        noted.atFirstTap = isRunning || isHydrated ? "app started" : "app not started";
      },
      { capture: true },
    );
    const { showModal } = HTMLDialogElement.prototype;
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      noted.dialogsShown += 1;
      showModal.call(this);
    };
    navigation.addEventListener("navigate", ({ destination }) => {
      if (destination.url.startsWith("mailto:")) noted.mailtoOpened += 1;
    });
  });
  await page.goto(sitePath("/"), { waitUntil: "commit" });
  const noted = () => page.evaluate(() => (window as unknown as { noted: Noted }).noted);
  return { release, noted };
}

test("Plan My Trip tapped before the app has started opens the dialog, once, when the app is ready", async ({
  page,
}) => {
  const { release, noted } = await openBeforeAppStart(page);
  await page.getByRole("button", { name: words.home.planMyTrip }).tap();
  expect((await noted()).atFirstTap).toBe("app not started");
  release();
  const dialog = page.getByRole("dialog", { name: words.tripDialog.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(words.tripDialog.destination)).toBeFocused();
  await expect(page.getByRole("dialog")).toHaveCount(1);
  expect((await noted()).dialogsShown).toBe(1);
});

test("Subscribe tapped before the app has started sends the typed address, once, when the app is ready", async ({
  page,
  expectedErrors,
}) => {
  expectedErrors.push(/Failed to launch 'mailto:/);
  const { release, noted } = await openBeforeAppStart(page);
  const box = page.getByRole("region", { name: words.home.connect });
  await box.getByRole("textbox", { name: words.newsletter.emailLabel }).fill("early@example.org");
  await box.getByRole("button", { name: words.newsletter.subscribe }).tap();
  expect((await noted()).atFirstTap).toBe("app not started");
  release();
  await expect(box.getByRole("status")).toHaveText(
    fill(words.newsletter.emailed, { link: words.newsletter.sendByEmail }),
  );
  const link = new URL(
    (await box.getByRole("link", { name: words.newsletter.sendByEmail }).getAttribute("href")) ??
      "",
  );
  expect(link.pathname).toBe(site.email);
  expect(link.searchParams.get("body")).toBe(
    fill(words.newsletter.requestBody, { email: "early@example.org" }),
  );
  expect((await noted()).mailtoOpened).toBe(1);
});

test("Subscribe tapped before the app has started with a wrong address shows the error when the app is ready", async ({
  page,
}) => {
  const { release, noted } = await openBeforeAppStart(page);
  const box = page.getByRole("region", { name: words.home.connect });
  const email = box.getByRole("textbox", { name: words.newsletter.emailLabel });
  await email.fill("not-an-address");
  await box.getByRole("button", { name: words.newsletter.subscribe }).tap();
  expect((await noted()).atFirstTap).toBe("app not started");
  release();
  await expect(email).toHaveAccessibleDescription(words.newsletter.invalid);
  await expect(email).toBeFocused();
  await expect(email).toHaveValue("not-an-address");
  expect((await noted()).mailtoOpened).toBe(0);
});
