import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { exiftool } from "exiftool-vendored";
import sharp from "sharp";
import { cameraPhoto } from "../../scripts/camera-photo.mjs";
import { buildProject, copyProject, listeningPort } from "../../scripts/project-copy.mjs";
import { contentFields } from "../../app/content/fields";
import { parseStoryFileName, publishedName } from "../../app/content/names";
import { parseYaml, splitFrontMatter } from "../../app/content/read";
import { startedDate, StoryFieldsSchema } from "../../app/content/schema";
import { storyDateText } from "../../app/i18n/dates";
import { STORIES_PATH, storyPath, tripPath } from "../../app/lib/paths";
import { tripPart } from "../../app/lib/trips";
import { editorConfig, editorTitle } from "../../plugins/editor/config";
import { editorWords } from "../../plugins/editor/words";
import { parse as parseYamlText, stringify as yamlText } from "yaml";
import { basePath, escapeRegExp, language, site, sitePath, stories, words } from "../content";

// The web editor at /admin/ as the owner uses it on a phone (390 px): the site's own Sveltia CMS,
// its "Work with Local Repository" given a folder in the browser (OPFS) that holds a copy of the
// project's content, as the directory picker would give the clone on a laptop. What it writes
// there is then put into a copy of the project, built and read as a visitor reads it.

const ROOT = path.resolve(import.meta.dirname, "../..");
/** The trip the owner starts in the editor, and the story that joins it in the same visit. */
const TRIP = { title: "Coast to Coast", story: "Ferry across the Strait" };
const folders: string[] = [];
// The owner's session, test by test; what it saved is built once, at the end, and visited.
test.describe.configure({ mode: "serial" });
const saved: Record<string, Buffer> = {};
test.afterAll(async () => {
  await exiftool.end();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Every file of content/, by its path from the project's root. */
function contentFiles() {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(path.join(ROOT, "content"), { recursive: true })) {
    const file = path.join("content", String(entry));
    try {
      files[file] = readFileSync(path.join(ROOT, file)).toString("base64");
    } catch {
      // a folder
    }
  }
  return files;
}

/**
 * Opens the editor with every request that leaves the site refused, and its local repository a
 * folder in the browser holding the project's content and a Git HEAD, as a clone has.
 */
async function openEditor(
  page: Page,
  address = sitePath("/admin/"),
  extra: Record<string, string> = {},
  names = { localRepository: "Work with Local Repository", stories: /^Stories/ },
) {
  await page.route(/^(?!http:\/\/127\.0\.0\.1[:/])/, (route) => route.abort());
  await page.addInitScript(() => {
    // The folder the owner would pick: Playwright cannot click the system's directory picker.
    Object.assign(window, {
      showDirectoryPicker: async () =>
        (await navigator.storage.getDirectory()).getDirectoryHandle("repository"),
    });
  });
  await page.goto(address);
  const files = {
    ...contentFiles(),
    ...Object.fromEntries(
      Object.entries(extra).map(([file, text]) => [file, Buffer.from(text).toString("base64")]),
    ),
    ".git/HEAD": btoa("ref: refs/heads/main\n"),
  };
  seeded.set(page, files);
  await page.evaluate(async (files) => {
    const root = await navigator.storage.getDirectory();
    await root.removeEntry("repository", { recursive: true }).catch(() => undefined);
    const repository = await root.getDirectoryHandle("repository", { create: true });
    for (const [name, base64] of Object.entries(files)) {
      const parts = name.split("/");
      let folder = repository;
      for (const part of parts.slice(0, -1)) {
        folder = await folder.getDirectoryHandle(part, { create: true });
      }
      const writable = await (
        await folder.getFileHandle(parts.at(-1) ?? "", { create: true })
      ).createWritable();
      await writable.write(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
      await writable.close();
    }
  }, files);
  await page.getByRole("button", { name: names.localRepository }).click();
  await expect(page.getByRole("treeitem", { name: names.stories })).toBeVisible();
}

/** What openEditor put into each page's folder, by path: base64. */
const seeded = new WeakMap<Page, Record<string, string>>();

/**
 * The files of the browser's folder that the editor wrote: new, or not as they were; of those
 * whose path matches `only`, when given (the others are not read: photos weigh megabytes).
 */
async function writtenFiles(page: Page, only?: RegExp) {
  const before = seeded.get(page) ?? contentFiles();
  const now: Record<string, string> = await page.evaluate(async (only) => {
    const wanted = only ? new RegExp(only) : undefined;
    const files: Record<string, string> = {};
    const walk = async (folder: FileSystemDirectoryHandle, prefix: string) => {
      // A file or folder the editor is replacing may be gone by now (NotFoundError, while listed or
      // read), or not readable while it is written (NotReadableError): it is read on the next look.
      try {
        for await (const [name, handle] of folder.entries()) {
          if (handle.kind === "directory") await walk(handle, `${prefix}${name}/`);
          else if (!wanted || wanted.test(`${prefix}${name}`)) {
            const bytes = new Uint8Array(await (await handle.getFile()).arrayBuffer());
            files[`${prefix}${name}`] = btoa(
              Array.from(bytes, (b) => String.fromCharCode(b)).join(""),
            );
          }
        }
      } catch (error) {
        const isBeingReplaced =
          error instanceof DOMException &&
          ["NotFoundError", "NotReadableError"].includes(error.name);
        if (!isBeingReplaced) throw error;
      }
    };
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle("repository"), "");
    return files;
  }, only?.source);
  return Object.fromEntries(
    Object.entries(now)
      .filter(([file, data]) => file.startsWith("content/") && before[file] !== data)
      .map(([file, data]) => [file, Buffer.from(data, "base64")]),
  );
}

/**
 * Waits until the editor has written a file whose path matches `pattern` (and that holds `text`,
 * when given); returns what it wrote.
 */
async function waitForWrite(page: Page, pattern: RegExp, text = "") {
  // Each look reads only the files the pattern names; everything written is read once, at the end.
  await expect
    .poll(
      async () =>
        Object.values(await writtenFiles(page, pattern)).some((data) =>
          data.toString("utf8").includes(text),
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
  return writtenFiles(page);
}

/** Chooses `photo` in the phone's file picker that `button` opens. */
async function pickPhoto(page: Page, button: Locator, name: string, photo: Buffer) {
  const chooser = page.waitForEvent("filechooser");
  await button.click();
  await (await chooser).setFiles({ name, mimeType: "image/jpeg", buffer: photo });
}

/**
 * Takes `photo` with the phone into a photo `field` (Browse → Upload → Insert), and waits while the
 * editor re-encodes it (seconds for 12 megapixels on a slow machine) until the field shows it.
 */
async function uploadPhoto(page: Page, field: Locator, name: string, photo: Buffer) {
  // The owner scrolls to the field first: the editor draws a list item's fields only once the item
  // is in view (a new gallery card at the end of 13 had no Browse button until then, once).
  await field.scrollIntoViewIfNeeded();
  await field.getByRole("button", { name: "Browse" }).click();
  const library = page.getByRole("dialog", { name: "Select Image" });
  await pickPhoto(page, library.getByRole("button", { name: "Upload" }), name, photo);
  await expect(library.getByRole("option", { name, selected: true })).toBeVisible();
  await library.getByRole("button", { name: "Insert" }).click();
  await expect(field.getByRole("button", { name: "Replace Image" })).toBeVisible({
    timeout: 60_000,
  });
}

/** What of the owner's a photo file carries: a location, a name, a serial number. */
async function secretsIn(file: string) {
  const tags = await exiftool.read(file);
  return Object.keys(tags).filter((tag) =>
    /^(GPS.*|.*Serial.*|.*OwnerName|Artist|Creator|Author|XPAuthor|By-line)$/.test(tag),
  );
}

/**
 * A copy of the project with `written` in it, built; its build served on a port the system picks
 * while `visit` runs. Also checks that no photo the editor wrote, nor any file the build published
 * of it, carries a location, a name or a serial (the build's own audit refuses any other).
 */
async function buildAndVisit(
  written: Record<string, Buffer>,
  visit: (origin: string) => Promise<void>,
  change: (copy: string) => void = () => undefined,
) {
  const copy = copyProject(ROOT, "editor-copy");
  folders.push(copy);
  for (const [file, data] of Object.entries(written)) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    writeFileSync(path.join(copy, file), data);
  }
  change(copy);
  // The project's photo cache, as the build refusal tests use it: the site's own photos are not
  // encoded again for each test (the editor's new photos are encoded, and kept there too).
  const build = buildProject(copy, path.join(ROOT, ".cache/photos"));
  expect(build.ok, build.output).toBe(true);
  const uploads = Object.keys(written).filter((file) => file.startsWith("content/uploads/"));
  const published = uploads.map((file) => `${publishedName(file)}-`);
  const photos = [
    ...uploads,
    ...readdirSync(path.join(copy, "build/client/assets"))
      .filter((file) => published.some((start) => file.startsWith(start)))
      .map((file) => path.join("build/client/assets", file)),
  ];
  expect(photos.length).toBeGreaterThan(uploads.length);
  for (const photo of photos) {
    expect(await secretsIn(path.join(copy, photo)), photo).toEqual([]);
  }

  const server = spawn(process.execPath, ["scripts/serve.mjs", "--no-build", "--quick"], {
    cwd: copy,
    env: { ...process.env, PORT: "0" },
  });
  try {
    const port = await listeningPort(server);
    await visit(`http://127.0.0.1:${port}`);
  } finally {
    server.kill();
  }
}

/** An image of the built site is shown: it loaded, and it has pixels. */
async function expectShown(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveJSProperty("complete", true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

/**
 * Opens a new entry's form and taps its title, as the owner does once the form has slid in: a tap
 * lands on the field only then. By then the editor has stopped moving the focus as it opens (to
 * the form, then to the pencil's empty menu, 0.1 s after the tap, which closes again): typed into
 * sooner, as a script can and a thumb cannot, the text went elsewhere.
 */
async function createEntry(page: Page) {
  const pencil = page.getByRole("button", { name: "Create New Entry" });
  await pencil.click();
  const title = page
    .getByRole("group", { name: /“.Title.” Field/ })
    .first()
    .getByRole("textbox");
  await expect(
    page.getByRole("button", { name: "Create New Entry", expanded: true, includeHidden: true }),
  ).toHaveCount(0);
  await title.click();
  await expect(title).toBeFocused();
  return title;
}

/** Saves the entry, as the editor confirms it. */
async function save(page: Page) {
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Entry saved" })).toBeVisible({
    timeout: 60_000,
  });
}

/** The fields of a story file as written, and its text. */
function storyFile(data: Buffer | undefined, file: string) {
  const { frontMatter, body } = splitFrontMatter(data?.toString("utf8") ?? "", file);
  return { fields: parseYaml(frontMatter, file).data, body: body.trim() };
}

/** Picks a trip in a story's Trip field: a button each while the trips are few, a list after. */
async function pickTrip(page: Page, title: string) {
  const field = page.getByRole("group", { name: /“.Trip.” Field/ });
  const list = field.getByRole("combobox");
  await expect(field.getByRole("radio").or(list).first()).toBeVisible();
  if ((await list.count()) > 0) {
    await list.click();
    await page.getByRole("option", { name: title }).click();
  } else {
    await field.getByRole("radio", { name: title }).check();
  }
}

/**
 * With SCREENSHOTS=1, the editor as docs/editor.md shows it, at 390 px, once the last save's
 * notice has gone.
 */
async function screenshot(page: Page, name: string, shows?: Locator) {
  if (!process.env.SCREENSHOTS) return;
  await expect(page.getByRole("status").filter({ hasText: "Entry saved" })).toBeHidden();
  await shows?.scrollIntoViewIfNeeded();
  const file = path.join(ROOT, `docs/screenshots/editor-${name}-390.png`);
  await page.screenshot({ path: file, scale: "css", animations: "disabled", caret: "hide" });
}

/** The editor's refusal to save: its alert, and its words under the field that is wrong. */
async function expectRefusal(page: Page, words: string | RegExp) {
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /ha(s an|ve) errors?\./ })).toBeVisible();
  await expect(page.getByText(words).first()).toBeVisible();
}

test("a draft started under Stories saves with only its title and is published by switching Draft off; a story with photos and a map pin pasted as a maps app copies it", async ({
  page,
}) => {
  await openEditor(page);
  // A draft starts anywhere with only its title: here under Stories, with Draft switched on.
  await page.getByRole("treeitem", { name: /^Stories/ }).click();
  let title = await createEntry(page);
  await title.fill("Kayaking Ha Long Bay");
  const draft = page.getByRole("switch", { name: "Draft" });
  await draft.check();
  await save(page);
  const kayaking = /^content\/stories\/\d{12}-kayaking-ha-long-bay\.md$/;
  const started = await waitForWrite(page, kayaking, "draft: true");
  const [draftFile = ""] = Object.keys(started).filter((file) => kayaking.test(file));
  expect(storyFile(started[draftFile], draftFile)).toEqual({
    fields: { title: "Kayaking Ha Long Bay", draft: true },
    body: "",
  });
  // Newest first: the story just started leads the list, marked as a draft.
  const rows = page.getByRole("row");
  await expect(rows.first()).toContainText("Draft · Kayaking Ha Long Bay");
  const [published] = stories;
  await expect(page.getByRole("row", { name: published?.title })).not.toContainText("Draft");
  await screenshot(page, "contents");

  // Opened again, published by switching Draft off: it still has only its title.
  await page.getByRole("row", { name: /Kayaking Ha Long Bay/ }).click();
  await expect(draft).toBeChecked();
  await draft.uncheck();
  await save(page);
  const publishing = await waitForWrite(page, kayaking, "draft: false");
  expect(storyFile(publishing[draftFile], draftFile).fields).toEqual({
    title: "Kayaking Ha Long Bay",
    draft: false,
  });
  await expect(rows.filter({ hasText: "Kayaking Ha Long Bay" })).not.toContainText("Draft");

  title = await createEntry(page);
  await expect(page.getByRole("status").filter({ hasText: "creating a new entry" })).toHaveCount(1);
  await title.fill("Night Train to Hanoi");
  await page.getByRole("textbox", { name: "Date" }).fill("November 2026");
  await page.getByRole("textbox", { name: "Place" }).fill("Hanoi, Vietnam");
  await screenshot(page, "new-story", page.getByRole("group", { name: /“.Title.” Field/ }).first());
  const cover = page.getByRole("group", { name: /Cover photo/ });
  await uploadPhoto(page, cover, "IMG_4032.JPG", await cameraPhoto(4032, false));
  await page
    .getByRole("textbox", { name: "What the cover photo shows" })
    .fill("A sleeper train at dawn");
  await page
    .getByRole("textbox", { name: "Excerpt" })
    .fill("Day one = jet lag. Twelve hours north on the Reunification Express.");
  // As a phone's maps app copies a place, pasted.
  await page.getByRole("textbox", { name: "Map pin" }).focus();
  await page.keyboard.insertText("21.0285, 105.8542");
  // A field the schema has gained since this test was written: filled with its example.
  for (const field of contentFields(StoryFieldsSchema).fields ?? []) {
    const box = page.getByRole("textbox", { name: field.label, exact: true });
    if (field.required && field.type === "string" && !field.widget && !(await box.inputValue())) {
      await box.fill(field.example ?? "Something to say");
    }
  }

  // The text, and a photo taken with the phone where the cursor is: inside the paragraph.
  const text = page.getByRole("textbox", { name: "Story" });
  await text.click();
  await page.keyboard.type("We left Hue at dusk, the carriage swaying. ");
  await page
    .getByRole("toolbar", { name: "Text Editor" })
    .getByRole("button", { name: "Photo" })
    .click();
  const photo = text.getByRole("group", { name: "Photo", exact: true });
  await uploadPhoto(page, photo, "DSC_0042.JPG", await cameraPhoto(42, true));
  // Without what it shows, the editor refuses to save, in words of its own.
  await expectRefusal(page, "Each photo in the text needs to say what it shows");
  await photo.getByRole("textbox", { name: "What the photo shows" }).fill("Rice fields = green");
  await photo.getByRole("textbox", { name: "Caption" }).fill("Somewhere past Vinh");
  await expect(title).toHaveValue("Night Train to Hanoi");
  await save(page);

  const written = await waitForWrite(page, /^content\/stories\/\d{12}-night-train-to-hanoi\.md$/);
  const [storyFileName = ""] = Object.keys(written).filter((file) => file.includes("night-train"));
  const story = written[storyFileName]?.toString("utf8");
  expect(story).toMatch(/^coordinates: "?21\.0285, 105\.8542"?$/m);
  expect(story).toContain('![Rice fields = green](/uploads/DSC_0042.webp "Somewhere past Vinh")');
  const uploads = Object.keys(written).filter((file) => file.startsWith("content/uploads/"));
  expect(uploads.sort()).toEqual([
    "content/uploads/DSC_0042.webp",
    "content/uploads/IMG_4032.webp",
  ]);
  // Re-encoded in the browser: smaller, upright (the text's photo was stored on its side).
  for (const upload of uploads) {
    const { width, height, format } = await sharp(written[upload]).metadata();
    expect([format, width, height], upload).toEqual(["webp", 2400, 1800]);
  }

  Object.assign(saved, written);
});

test("what the build could not publish is refused in the editor's own words: a title over 100 characters, a photo with a link", async ({
  page,
}) => {
  // A story as an older editor's own image button wrote it: the photo inside a link.
  const linked = `---
title: "Ferry to Folegandros"
date: "2025-06"
location: "Folegandros, Greece"
image: "https://images.unsplash.com/photo-1502602898657-3e91760cbb34"
imageAlt: "A white ferry in a blue bay"
excerpt: "A slow boat to a small island."
---

We sailed at dawn.

[![The harbour from the deck](uploads/hero.jpg)](https://example.com/ferries)
`;
  await openEditor(page, sitePath("/admin/"), {
    "content/stories/202506010900-ferry-to-folegandros.md": linked,
  });
  // Under Drafts, a new story is a draft from the start.
  await page.getByRole("treeitem", { name: /^Drafts/ }).click();
  const title = await createEntry(page);
  const long = "An overnight bus through the mountains of northern Vietnam, with chickens, ".repeat(
    5,
  );
  await title.fill(long.slice(0, 342));
  await expectRefusal(page, "You cannot enter more than 100 characters.");
  await title.fill(long.slice(0, 100));
  await save(page);
  const written = await waitForWrite(page, /^content\/stories\/\d{12}-an-overnight-bus/);
  const [file = ""] = Object.keys(written).filter((name) => name.includes("overnight"));
  const name = path.basename(file);
  expect(Buffer.byteLength(name)).toBeLessThanOrEqual(120);
  expect(parseStoryFileName(name)).toBeDefined();
  expect(storyFile(written[file], file).fields).toEqual({
    title: long.slice(0, 100).trim(),
    draft: true,
  });

  await page.getByRole("button", { name: "Back to Collection List" }).click();
  await page.getByRole("treeitem", { name: /^Stories/ }).click();
  await page.getByRole("row", { name: "Ferry to Folegandros" }).click();
  await page.getByRole("textbox", { name: "Place" }).fill("Folegandros, Cyclades");
  await expectRefusal(page, "Each photo in the text needs to say what it shows, to have no link");
  expect(Object.keys(await writtenFiles(page)).filter((each) => each.includes("ferry"))).toEqual(
    [],
  );

  // The draft goes into the build too, where it must be nowhere.
  Object.assign(saved, { [file]: written[file] });
});

test("a trip whose last day comes before its first is refused in the editor's words, nothing written; saved, it is picked at once for a new story", async ({
  page,
}) => {
  await openEditor(page);
  await page.getByRole("treeitem", { name: /^Trips/ }).click();
  const title = await createEntry(page);
  await title.fill(TRIP.title);
  await page.getByRole("textbox", { name: "Summary" }).fill("Three weeks by train and ferry.");
  const first = page.getByRole("textbox", { name: "First day", exact: true });
  const last = page.getByRole("textbox", { name: "Last day", exact: true });
  await first.fill("2026-11-02");
  await last.fill("2026-10-28");
  // The editor's words, with the first day as the phone writes a day.
  const shown = await page.evaluate(() =>
    new Date("2026-11-02T00:00:00Z").toLocaleDateString(undefined, {
      dateStyle: "medium",
      timeZone: "UTC",
    }),
  );
  await expectRefusal(page, `Expected the last day on or after the first day, ${shown}`);
  await screenshot(page, "trip-refused");
  expect(Object.keys(await writtenFiles(page)).filter((file) => file.includes("trips/"))).toEqual(
    [],
  );
  // Mended, it saves; the newest trip leads the list.
  await last.fill("2026-11-20");
  await save(page);
  const trip = await waitForWrite(page, /^content\/trips\/coast-to-coast\.yml$/);
  expect(
    parseYaml(trip["content/trips/coast-to-coast.yml"]?.toString("utf8") ?? "", "trip").data,
  ).toMatchObject({ title: TRIP.title, start: "2026-11-02", end: "2026-11-20" });
  await expect(page.getByRole("row").first()).toContainText(TRIP.title);

  // In the same visit, a new story picks it: a title and its trip are all it needs.
  await page.getByRole("button", { name: "Back to Collection List" }).click();
  await page.getByRole("treeitem", { name: /^Stories/ }).click();
  const storyTitle = await createEntry(page);
  await storyTitle.fill(TRIP.story);
  await pickTrip(page, TRIP.title);
  await save(page);
  const story = await waitForWrite(page, /^content\/stories\/\d{12}-ferry-across-the-strait\.md$/);
  const [storyName = ""] = Object.keys(story).filter((file) => file.includes("ferry-across"));
  expect(storyFile(story[storyName], storyName).fields).toEqual({
    title: TRIP.story,
    trip: "coast-to-coast",
    draft: false,
  });

  Object.assign(saved, trip, story);
});

test("the alias changed and a gallery photo added on a phone", async ({ page }) => {
  await openEditor(page);
  await page.getByRole("treeitem", { name: "About you" }).click();
  await page.getByRole("textbox", { name: "Alias" }).fill("Sandpiper");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "saved" })).toBeVisible({
    timeout: 60_000,
  });
  await page.getByRole("treeitem", { name: "Gallery" }).click();
  const photos = page.getByRole("group", { name: /Photos/ });
  await photos.getByRole("button", { name: /^Add .*Photos/ }).click();
  // The new photo's card, added at the end of the list.
  const card = photos
    .getByRole("group")
    .filter({ has: page.getByRole("button", { name: "List Item Options" }) })
    .last();
  await uploadPhoto(page, card, "PXL_20261118_071502.jpg", await cameraPhoto(1118, true));
  await card
    .getByRole("textbox", { name: "What it shows" })
    .fill("A ferry wake across green water");
  await card.getByRole("textbox", { name: "Caption" }).fill("The slow boat to Cat Ba");
  await card.getByRole("textbox", { name: "Place" }).fill("Ha Long Bay, Vietnam");
  await page.getByRole("button", { name: "Save" }).click();
  await waitForWrite(page, /^content\/gallery\.yml$/, "The slow boat to Cat Ba");
  const written = await waitForWrite(page, /^content\/uploads\/PXL_20261118_071502\.webp$/);
  expect(Object.keys(written).sort()).toEqual([
    "content/gallery.yml",
    "content/site.yml",
    "content/uploads/PXL_20261118_071502.webp",
  ]);

  Object.assign(saved, written);
});

test("the editor loads from the site alone, logs no error, and is the owner's alone", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  const outside: string[] = [];
  page.on("request", (asked) => {
    if (!asked.url().startsWith("http://127.0.0.1:")) outside.push(asked.url());
  });
  await openEditor(page);
  await expect(page.getByRole("treeitem", { name: /^Stories/ })).toBeVisible();
  // Its icons are a font: served by the site, not a CDN, so they are icons and not words.
  expect(await page.evaluate(() => document.fonts.check("24px 'Material Symbols Outlined'"))).toBe(
    true,
  );
  expect(
    await page.evaluate(() =>
      [...document.fonts].filter((font) => font.status === "loaded").map((font) => font.family),
    ),
  ).toContain("Material Symbols Outlined");
  expect(outside).toEqual([]);
  expect(problems).toEqual([]);

  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute("content");
  expect(policy).not.toContain("'unsafe-eval'");
  expect(policy).toContain("connect-src 'self' blob: data: https://api.github.com;");
  for (const robots of await page.locator('meta[name="robots"]').all()) {
    await expect(robots).toHaveAttribute("content", /noindex/);
  }
});

test("in the site's language, here Spanish: Sveltia's own buttons from the site, a story's fields from the editor's dictionary", async ({
  page,
}) => {
  // The built editor as the build writes it for `language: es` (the site has no Spanish words
  // yet, so content/site.yml cannot say it): the page's language and the configuration.
  await page.route(new RegExp(`${escapeRegExp(sitePath("/admin/"))}$`), async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '<html lang="en" data-language="en">',
      '<html lang="es" data-language="es">',
    );
    expect(html).toContain('data-language="es"');
    await route.fulfill({ response, body: html });
  });
  const configAddress = new RegExp(`${escapeRegExp(sitePath("/admin/config.yml"))}(?:\\?.*)?$`);
  await page.route(configAddress, async (route) => {
    const response = await route.fetch();
    const { backend, site_url } = parseYamlText(await response.text());
    const config = editorConfig({
      repo: backend.repo,
      branch: backend.branch,
      siteUrl: site_url,
      alias: site.alias,
      basePath,
      language: "es",
    });
    await route.fulfill({ response, body: yamlText(config, { aliasDuplicateObjects: false }) });
  });
  await openEditor(page, undefined, undefined, {
    localRepository: "Trabajar con un repositorio local",
    stories: /^Historias/,
  });
  await page.getByRole("treeitem", { name: /^Historias/ }).click();
  await page.getByRole("row", { name: stories[0]?.title }).click();
  await expect(page.getByRole("textbox", { name: "Título", exact: true })).toHaveValue(
    stories[0]?.title ?? "",
  );
  await expect(page.getByRole("textbox", { name: "Lugar", exact: true })).toBeVisible();
  await expect(page.getByRole("switch", { name: "Borrador" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Guardar" })).toBeVisible();
});

test("what the phone saved is published, under a path as a GitHub Pages project site: the story as written, the draft nowhere, the story published with its title alone, the trip and its story, the alias, the gallery photo; and a field added to the schema alone is in the editor", async ({
  page,
}) => {
  const base = "/travel-notes";
  const underPath = (copy: string) => {
    const site = path.join(copy, "content/site.yml");
    const before = readFileSync(site, "utf8");
    const after = before.replace(/^siteUrl: .*$/m, `siteUrl: https://owner.github.io${base}`);
    expect(after).not.toBe(before);
    writeFileSync(site, after);
    // A new optional field of a story, written in the content's schema and nowhere else.
    const schema = path.join(copy, "app/content/schema.ts");
    const code = readFileSync(schema, "utf8");
    const withMood = code.replace(
      "export const StoryFieldsSchema = z.strictObject({",
      'export const StoryFieldsSchema = z.strictObject({\n  mood: z.string().optional().meta({ label: "Mood", hint: "How it felt, in a word." }),',
    );
    expect(withMood).not.toBe(code);
    writeFileSync(schema, withMood);
  };
  expect(Object.keys(saved).length).toBeGreaterThan(0);
  await buildAndVisit(
    saved,
    async (origin) => {
      const at = (address: string) => `${origin}${base}${address}`;
      await page.goto(at(storyPath("night-train-to-hanoi")));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Night Train to Hanoi");
      const article = page.getByRole("article");
      await expect(article).toContainText("November 2026");
      await expect(article).toContainText("Hanoi, Vietnam");
      await expect(article).toContainText("We left Hue at dusk, the carriage swaying.");
      for (const alt of ["A sleeper train at dawn", "Rice fields = green"]) {
        await expectShown(page.getByRole("img", { name: alt }));
      }
      await expect(
        page.getByRole("figure").filter({ hasText: "Somewhere past Vinh" }),
      ).toBeVisible();
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        "Day one = jet lag. Twelve hours north on the Reunification Express.",
      );
      // The pin is on the map of /stories/; the draft published with only its title is listed;
      // the draft is nowhere.
      await page.goto(at(STORIES_PATH));
      const map = page.getByRole("group", { name: words.storiesPage.mapLabel });
      await expect(map.getByRole("link", { name: "Night Train to Hanoi" })).toHaveCount(1);
      const index = page.getByRole("region", { name: words.storiesPage.mapTitle });
      await expect(index.getByRole("link", { name: "Kayaking Ha Long Bay" })).toHaveCount(1);
      const draftFile = Object.keys(saved).find((file) => file.includes("an-overnight-bus")) ?? "";
      const draftSlug = parseStoryFileName(path.basename(draftFile))?.slug ?? "";
      expect(draftSlug).not.toBe("");
      await expect(page.getByText("An overnight bus")).toHaveCount(0);
      const draft = await page.request.get(at(storyPath(draftSlug)));
      expect(draft.status()).toBe(404);

      // Published with its title alone: dated by the minute it was started, under the site's
      // cover photo.
      const kayakingFile = Object.keys(saved).find((file) => file.includes("kayaking")) ?? "";
      const started = startedDate(path.basename(kayakingFile));
      expect(started).toBeDefined();
      const date = started && storyDateText(started, language, words);
      await page.goto(at(storyPath("kayaking-ha-long-bay")));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kayaking Ha Long Bay");
      await expect(page.getByRole("article")).toContainText(date ?? "");
      const cover = page.getByRole("article").locator("img").first();
      await expectShown(cover);
      await expect(cover).toHaveAttribute("alt", "");
      expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(
        `/assets/${publishedName(site.heroImage)}-`,
      );

      // The story that joined the trip made in the same visit says so; the trip lists it.
      const ferry = Object.keys(saved).find((file) => file.includes("ferry-across")) ?? "";
      const ferrySlug = parseStoryFileName(path.basename(ferry))?.slug ?? "";
      await page.goto(at(storyPath(ferrySlug)));
      await page.getByRole("link", { name: tripPart(1, 1, TRIP.title, words) }).click();
      await expect(page).toHaveURL(at(tripPath("coast-to-coast")));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(TRIP.title);
      await expect(page.getByRole("link", { name: TRIP.story })).toBeVisible();

      await page.goto(at("/"));
      await expect(page).toHaveTitle(/Sandpiper/);
      await expect(page.getByRole("banner")).toContainText("Sandpiper");
      await expectShown(page.getByRole("img", { name: "A ferry wake across green water" }));
      await expect(page.getByText("The slow boat to Cat Ba")).toBeVisible();

      const failed: string[] = [];
      page.on("response", (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      });
      await openEditor(page, at("/admin/"));
      await page.getByRole("treeitem", { name: /^Stories/ }).click();
      await expect(page.getByRole("row").first()).toBeVisible();
      await page.getByRole("button", { name: "Create New Entry" }).click();
      await expect(page.getByRole("textbox", { name: "Mood" })).toBeVisible();
      await expect(page.getByText("How it felt, in a word.")).toBeVisible();
      expect(failed).toEqual([]);
    },
    underPath,
  );
});

test("served over HTTPS under its own name, the editor offers only the sign-in that works there", async ({
  page,
  baseURL,
}) => {
  // The site as it is published: over HTTPS, under a name that is not this machine's. The browser
  // asks that name; this site's own server answers for it.
  const host = "wildfinch.test";
  const elsewhere: string[] = [];
  await page.route(/.*/, async (route) => {
    const url = new URL(route.request().url());
    if (url.host === host) {
      const response = await route.fetch({ url: `${baseURL}${url.pathname}${url.search}` });
      return route.fulfill({ response });
    }
    elsewhere.push(`${route.request().method()} ${url.origin}${url.pathname}`);
    // GitHub's answer to a token it does not know.
    if (url.hostname === "api.github.com") {
      return route.fulfill({ status: 401, json: { message: "Bad credentials" } });
    }
    return route.abort();
  });
  await page.goto(`https://${host}${sitePath("/admin/")}`);
  const signIn = page.getByRole("button", { name: "Sign In Using Access Token" });
  await expect(signIn).toBeVisible();
  await expect(page.getByRole("button")).toHaveCount(1);
  await screenshot(page, "sign-in");
  await signIn.click();
  const dialog = page.getByRole("alertdialog", { name: "Sign In Using Access Token" });
  await dialog.getByRole("textbox").fill("github_pat_not_a_real_token");
  await dialog.getByRole("button", { name: "Sign In" }).click();
  // It answers: the token is refused in words, and the page is still the editor's.
  await expect(page.getByText("The provided token is invalid.")).toBeVisible();
  expect(new URL(page.url()).host).toBe(host);
  expect(elsewhere).toEqual(["GET https://api.github.com/user"]);
  await expect(page).toHaveTitle(editorTitle(site.alias, editorWords(language)));
});
