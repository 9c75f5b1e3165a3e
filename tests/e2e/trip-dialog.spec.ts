import type { Page } from "@playwright/test";
import { LINK_LIMIT, linkRoom } from "../../app/lib/trip-room";
import { countOf, escapeRegExp, fill, site, sitePath, words } from "../content";
import { expect, test, waitForHydration } from "./fixtures";

const { tripDialog, tripMessage } = words;
const fields = [
  [tripDialog.destination, tripDialog.destinationPlaceholder],
  [tripDialog.groupSize, tripDialog.groupSizePlaceholder],
  [tripDialog.travelDates, tripDialog.travelDatesPlaceholder],
  [tripDialog.budget, tripDialog.budgetPlaceholder],
  [tripDialog.additionalInfo, tripDialog.additionalInfoPlaceholder],
] as const;

async function openDialog(page: Page) {
  await page.goto(sitePath("/#stories"));
  await waitForHydration(page);
  const opener = page.getByRole("button", { name: words.home.planMyTrip });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: tripDialog.title });
  await expect(dialog).toBeVisible();
  return { opener, dialog };
}

async function sendAndReadMessage(page: Page, dialog: ReturnType<Page["getByRole"]>) {
  const [tab] = await Promise.all([
    page.context().waitForEvent("page"),
    dialog.getByRole("button", { name: tripDialog.send }).click(),
  ]);
  await tab.waitForURL(/^https:\/\/wa\.me\//);
  const url = new URL(tab.url());
  expect(url.pathname).toBe(`/${site.whatsappNumber}`);
  expect([...url.searchParams.keys()]).toEqual(["text"]);
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await tab.close();
  return url.searchParams.get("text");
}

/** The message with each field's words, or its default where it is left empty, in the site's words. */
const message = (values: string[] = []) =>
  [
    fill(tripMessage.greeting, { alias: site.alias }),
    "",
    fill(tripMessage.destination, { value: values[0] ?? tripMessage.noDestination }),
    fill(tripMessage.groupSize, { value: values[1] ?? tripMessage.noGroupSize }),
    fill(tripMessage.travelDates, { value: values[2] ?? tripMessage.noTravelDates }),
    fill(tripMessage.budget, { value: values[3] ?? tripMessage.noBudget }),
    fill(tripMessage.additionalInfo, { value: values[4] ?? tripMessage.noAdditionalInfo }),
    "",
    tripMessage.closing,
  ].join("\n");

test("Plan My Trip opens the dialog with its five labelled fields and focus inside; Tab and Shift+Tab stay inside; Escape, the close button and a click outside each close it, focus back on Plan My Trip", async ({
  page,
}) => {
  const { opener, dialog } = await openDialog(page);
  await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(tripDialog.title);
  for (const [label, placeholder] of fields) {
    const field = dialog.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute("placeholder", placeholder);
    await expect(field).not.toHaveAttribute("required");
    await expect(field).not.toHaveAttribute("maxlength");
  }
  const details = dialog.getByLabel(tripDialog.additionalInfo);
  expect(await details.evaluate((el) => el.tagName)).toBe("TEXTAREA");
  await expect(details).toHaveAttribute("rows", "3");
  await expect(dialog.getByRole("button", { name: tripDialog.send })).toBeVisible();
  await expect(dialog.getByLabel(tripDialog.destination)).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
    "hidden",
  );

  const focusInside = () => dialog.evaluate((el) => el.contains(document.activeElement));
  for (let i = 0; i < 9; i++) {
    await page.keyboard.press("Tab");
    expect(await focusInside(), `focus after Tab ${i + 1}`).toBe(true);
  }
  for (let i = 0; i < 9; i++) {
    await page.keyboard.press("Shift+Tab");
    expect(await focusInside(), `focus after Shift+Tab ${i + 1}`).toBe(true);
  }

  for (const way of ["Escape", "the close button", "a click outside"] as const) {
    if (way !== "Escape") {
      await opener.click();
      await expect(dialog).toBeVisible();
    }
    if (way === "Escape") await page.keyboard.press("Escape");
    if (way === "the close button") {
      await dialog.getByRole("button", { name: tripDialog.close }).click();
    }
    if (way === "a click outside") await page.mouse.click(5, 5);
    await expect(dialog, `closed by ${way}`).toBeHidden();
    await expect(opener, `focus after ${way}`).toBeFocused();
    // The dialog hides at once; its "close" event, which gives the page its scrolling back, follows.
    await expect
      .poll(
        () => page.evaluate(() => getComputedStyle(document.documentElement).overflow),
        `scrolling after ${way}`,
      )
      .toBe("visible");
  }
  await expect(page.getByText(words.home.readyToPlan)).toBeVisible();
});

test("WhatsApp gets every default for empty fields and hostile text intact; the values are kept for next time and fill Email Instead; a refused tab leaves the visitor the link; a long paste is cut to what the links carry, saying so", async ({
  page,
}) => {
  const { opener, dialog } = await openDialog(page);
  await dialog.getByLabel(tripDialog.groupSize).fill("   ");
  expect(await sendAndReadMessage(page, dialog), "the message with every default").toBe(message());
  await expect(dialog).toBeHidden();

  await opener.click();
  const values = [
    "Bali & Lombok #2? 100% sure + more",
    "2 adults + 1 kid = 3 🧒",
    "März–Juni 2026 / flexible?&text=hijack",
    "$5,000 %20 %E0%A4 <b>bold</b>",
    "Line one\nLine two\n\n\"quoted\" 'single' `tick` \\ backslash 🏝️👨‍👩‍👧",
  ];
  for (const [index, [label]] of fields.entries()) {
    await dialog.getByLabel(label, { exact: true }).fill(values[index] ?? "");
  }
  expect(await sendAndReadMessage(page, dialog), "the message with the visitor's words").toBe(
    message(values),
  );
  await expect(dialog).toBeHidden();

  await opener.click();
  for (const [index, [label]] of fields.entries()) {
    await expect(dialog.getByLabel(label, { exact: true }), "kept").toHaveValue(
      values[index] ?? "",
    );
  }
  await dialog.getByRole("button", { name: tripDialog.close }).click();
  const email = new URL(
    (await page.getByRole("link", { name: words.home.emailInstead }).getAttribute("href")) ?? "",
  );
  expect(email.searchParams.get("subject")).toBe(tripMessage.emailSubject);
  expect(email.searchParams.get("body"), "Email Instead's message").toBe(message(values));

  // The browser refuses the new tab from now on.
  await page.evaluate(() => {
    window.open = () => null;
  });
  await opener.click();
  await dialog.getByRole("button", { name: tripDialog.send }).click();
  const alert = dialog.getByRole("alert");
  await expect(alert).toContainText(tripDialog.blocked);
  const openWhatsApp = new RegExp(escapeRegExp(tripDialog.openWhatsApp));
  const link = alert.getByRole("link", { name: openWhatsApp });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  const url = new URL((await link.getAttribute("href")) ?? "");
  expect(url.origin + url.pathname).toBe(`https://wa.me/${site.whatsappNumber}`);
  expect(url.searchParams.get("text"), "the refused tab's message").toBe(message(values));
  await expect(dialog).toBeVisible();

  // A long paste: the field keeps what both links can carry, from its start, and says so.
  const details = dialog.getByLabel(tripDialog.additionalInfo);
  const status = dialog.getByRole("status");
  // As many days as leave the links room for some 200 characters more (fewer in a language whose
  // letters each take several in a link): the dialog says about how many, in tens.
  const request = {
    destination: values[0] ?? "",
    groupSize: values[1] ?? "",
    travelDates: values[2] ?? "",
    budget: values[3] ?? "",
  };
  let days = "";
  while (linkRoom(site, { ...request, additionalInfo: `${days}Café day. ` }, tripMessage) > 200) {
    days += "Café day. ";
  }
  const room = linkRoom(site, { ...request, additionalInfo: days }, tripMessage);
  expect(room, "room for a few hundred characters more").toBeLessThanOrEqual(LINK_LIMIT / 4);
  await details.fill(days);
  await expect(status).toHaveText(
    countOf(tripDialog.room, Math.floor(room / 10) * 10, words.meta.locale),
  );
  const pasted = Array.from({ length: 500 }, (_, day) => `Day ${day + 1}: dive, eat, sleep.`).join(
    " ",
  );
  expect(pasted.length).toBeGreaterThan(10_000);
  await details.fill(pasted);
  await expect(status).toHaveText(tripDialog.cut);
  const kept = await details.inputValue();
  expect(pasted.startsWith(kept) && kept.length > 500, `kept ${kept.length} characters`).toBe(true);
  await dialog.getByRole("button", { name: tripDialog.send }).click();
  const long = await alert.getByRole("link", { name: openWhatsApp }).getAttribute("href");
  expect(long?.length).toBeLessThanOrEqual(LINK_LIMIT);
  expect(new URL(long ?? "").searchParams.get("text")).toBe(message([...values.slice(0, 4), kept]));
  await dialog.getByRole("button", { name: tripDialog.close }).click();
  const longEmail = await page
    .getByRole("link", { name: words.home.emailInstead })
    .getAttribute("href");
  expect(longEmail?.length).toBeLessThanOrEqual(LINK_LIMIT);
});
