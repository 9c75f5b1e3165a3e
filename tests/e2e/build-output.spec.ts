import { readFileSync } from "node:fs";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { LinkChecker } from "linkinator";
import { builtPageFile, escapeRegExp, noSuchPage, pages, sitePath, STORIES_PATH } from "./content";
import { builtFile, expect, test } from "./fixtures";

for (const page of [...pages, noSuchPage].map(builtPageFile)) {
  test(`build/client/${page} is valid HTML @content`, async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const report = await validator.validateFile(`build/client/${page}`);
    const messages = report.results.flatMap((result) =>
      result.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.message}`),
    );
    expect(messages).toEqual([]);
  });
}

test("every internal link, image, script, stylesheet and fragment in the build resolves, without a redirect @content", async ({
  baseURL,
}) => {
  test.setTimeout(60_000);
  const site = baseURL ?? "";
  const result = await new LinkChecker().check({
    path: `${site}${sitePath("/")}`,
    recurse: true,
    checkCss: true,
    checkFragments: true,
    // Static hosts answer a folder without its last slash with a redirect (scripts/serve.mjs too):
    // the site's own links are written so that none needs one.
    redirects: "error",
    // The static server answers a missing file with 404, so a broken link cannot hide behind a
    // fallback page; links to other sites are not this build's to check.
    linksToSkip: (link) => Promise.resolve(!link.startsWith(site)),
  });
  const checked = result.links.filter((link) => link.state !== "SKIPPED");
  const broken = checked
    .filter((link) => link.state === "BROKEN")
    .map((link) => `${link.status} ${link.url} (on ${link.parent})`);
  expect(broken).toEqual([]);
  for (const path of [STORIES_PATH, "/favicon.svg"]) {
    expect(checked.map((link) => link.url)).toContain(`${site}${sitePath(path)}`);
  }
  expect(checked.filter((link) => link.url.includes("/assets/")).length).toBeGreaterThan(10);
});

test("the two big scripts the home page runs at start carry V8's compile hint in their first lines", () => {
  const html = readFileSync("build/client/index.html", "utf8");
  const starts = /data-modulepreload="([^"]+)"/.exec(html)?.[1]?.split(" ") ?? [];
  const compileHinted = new RegExp(
    `^${escapeRegExp(sitePath("/assets/"))}(vendor|shared)-[\\w-]+\\.js$`,
  );
  const marked = starts.filter((href) => compileHinted.test(href));
  expect(marked).toHaveLength(2);
  for (const href of marked) {
    const firstLines = readFileSync(builtFile(href), "utf8").split("\n", 2);
    expect(firstLines).toContain("//# allFunctionsCalledOnLoad");
  }
  const others = starts.filter((href) => !marked.includes(href));
  for (const href of others) {
    expect(readFileSync(builtFile(href), "utf8")).not.toContain("allFunctionsCalledOnLoad");
  }
});
