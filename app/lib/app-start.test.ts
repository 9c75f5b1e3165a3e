// @vitest-environment jsdom
import { afterEach, expect, test, vi } from "vitest";
import { APP_START_ID, appStartScript, NEEDS_APP } from "./app-start";

afterEach(() => {
  if (!vi.isFakeTimers()) return;
  window.answerEarlyTap?.();
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

/**
 * A page with `html` in its body and appStartScript running, and the events its body receives.
 * The clock is the test's: `appIsReady` moves it on.
 */
function pageWith(html: string) {
  vi.useFakeTimers();
  document.body.innerHTML = html;
  new Function(appStartScript)();
  const seen: { type: string; isHeld: boolean }[] = [];
  for (const type of ["click", "submit"]) {
    document.body.addEventListener(type, (event) =>
      seen.push({ type, isHeld: event.defaultPrevented }),
    );
  }
  return seen;
}

const submit = (form: HTMLFormElement) =>
  form.dispatchEvent(
    new SubmitEvent("submit", {
      bubbles: true,
      cancelable: true,
      submitter: form.querySelector("button"),
    }),
  );

/** What the app does once it has hydrated, and the task the tap is played again in. */
function appIsReady() {
  window.answerEarlyTap?.();
  vi.advanceTimersByTime(1);
}

test("a tap on a control that needs the app is held until the app is ready, then played once", () => {
  const seen = pageWith(`<button type="button" ${NEEDS_APP}="click">Plan My Trip</button>`);
  document.querySelector("button")?.click();
  expect(seen).toEqual([{ type: "click", isHeld: true }]);
  appIsReady();
  expect(seen).toEqual([
    { type: "click", isHeld: true },
    { type: "click", isHeld: false },
  ]);
  appIsReady();
  document.querySelector("button")?.click();
  expect(seen.at(-1)).toEqual({ type: "click", isHeld: false });
  expect(seen).toHaveLength(3);
});

test("only the last of several early taps is played", () => {
  const seen = pageWith(
    `<button type="button" ${NEEDS_APP}="click">One</button><button type="button" ${NEEDS_APP}="click">Two</button>`,
  );
  const [one, two] = document.querySelectorAll("button");
  one?.click();
  two?.click();
  one?.addEventListener("click", () => seen.push({ type: "one", isHeld: false }));
  two?.addEventListener("click", () => seen.push({ type: "two", isHeld: false }));
  appIsReady();
  expect(seen.map(({ type }) => type)).toEqual(["click", "click", "two", "click"]);
});

test("other controls are left alone, and a form's button leads to the submit, which waits", () => {
  const seen = pageWith(
    `<a href="#stories">Explore</a><form method="dialog" ${NEEDS_APP}="submit"><button>Subscribe</button></form>`,
  );
  document.querySelector("a")?.click();
  document.querySelector("button")?.click();
  expect(seen).toEqual([
    { type: "click", isHeld: false },
    { type: "click", isHeld: false },
    { type: "submit", isHeld: true },
  ]);
});

test("an early submit of a form the app sends is held, and played again as a click on its button", () => {
  const seen = pageWith(
    `<form method="dialog" novalidate ${NEEDS_APP}="submit"><input type="email" required value="a@b.org"><button>Subscribe</button></form>`,
  );
  const form = document.querySelector("form");
  if (form) submit(form);
  expect(seen).toEqual([{ type: "submit", isHeld: true }]);
  appIsReady();
  expect(seen[1]).toEqual({ type: "click", isHeld: false });
});

test("a form that posts to another site goes ahead with a valid address, and waits with a wrong one", () => {
  const seen = pageWith(
    `<form method="post" action="https://example.com/subscribe" novalidate ${NEEDS_APP}="submit"><input type="email" required><button>Subscribe</button></form>`,
  );
  const form = document.querySelector("form");
  const input = document.querySelector("input");
  if (!form || !input) throw new Error("the page has no form");
  input.value = "not-an-address";
  submit(form);
  input.value = "reader@example.org";
  submit(form);
  expect(seen).toEqual([
    { type: "submit", isHeld: true },
    { type: "submit", isHeld: false },
  ]);
});

test("a tap starts the app at once, without waiting for the page to load and paint", () => {
  pageWith(`<button type="button" ${NEEDS_APP}="click">Plan My Trip</button>`);
  const bootstrap = Object.assign(document.createElement("script"), {
    type: "text/plain",
    id: APP_START_ID,
    textContent: "",
  });
  bootstrap.dataset.modulepreload = "/assets/entry.client-1.js";
  document.body.append(bootstrap);
  expect(document.head.querySelector('link[rel="modulepreload"]')).toBeNull();
  document.querySelector("button")?.click();
  expect(document.head.querySelector('link[rel="modulepreload"]')).toHaveAttribute(
    "href",
    "/assets/entry.client-1.js",
  );
});
