import { createHash } from "node:crypto";
import { parse, serialize } from "parse5";
import { expect, test } from "vitest";
import { logPathScript } from "../../app/lib/not-found";
import { pageFile, storyPath } from "../../app/lib/paths";
import { themeScript } from "../../app/lib/theme";
import { addContentSecurityPolicy, embeddedOrigins, inlineScriptHashes } from "./policy";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

test("each of the site's own inline scripts is hashed once; scripts with a src and JSON-LD are not", () => {
  const html = `<script>${themeScript}</script><script src="/y.js"></script><script type="application/ld+json">{"@type":"Blog"}</script><script>${logPathScript}</script><script>${themeScript}</script>`;
  expect(inlineScriptHashes(html, "index.html")).toEqual([sha(themeScript), sha(logPathScript)]);
});

test("React Router's own scripts are known by their form, their data checked to be data", () => {
  const context =
    'window.__reactRouterContext = {"basename":"/"};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());';
  const bootstrap =
    'import "/assets/manifest-5b920974.js";\nimport * as route0 from "/assets/root-DD7jKCAk.js";\nimport * as route1 from "/assets/home-Dw4ABgdd.js";\n  \n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-DJHGeSLG.js");';
  const data = 'window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2}]");';
  const scripts = [
    context,
    bootstrap,
    data,
    "window.__reactRouterContext.streamController.close();",
  ];
  const html = scripts.map((code) => `<script>${code}</script>`).join("");
  expect(inlineScriptHashes(html, "index.html")).toEqual(scripts.map(sha));
  const smuggled = context.replace('{"basename":"/"}', "{};alert(1);({})");
  expect(() => inlineScriptHashes(`<script>${smuggled}</script>`, "index.html")).toThrow(
    "index.html holds an inline script the site did not write",
  );
});

const page = pageFile(storyPath("night-train"));
const ownersText = ["Day one = jet lag", "online = yes", "one = enough", "onerror=x"];

test("the owner's text that looks like a handler passes, wherever it is written", () => {
  for (const text of ownersText) {
    for (const html of [
      `<p>${text}</p>`,
      `<p>Write ${text} in a story, and nothing runs.</p>`,
      `<img src="/assets/a.jpg" alt="${text}">`,
      `<a href="/stories/" title="${text}">x</a>`,
      `<meta name="description" content="${text}"><title>${text}</title>`,
      `<script type="application/ld+json">${JSON.stringify({ description: text })}</script>`,
    ]) {
      expect(inlineScriptHashes(html, page), html).toEqual([]);
    }
  }
  for (const html of [
    '<a href="https://example.com/?a=1&on=2">x</a>',
    '<a href="https://example.com/?a=1&amp;onerror=alert(1)">x</a>',
    `<a href="${storyPath("javascript:-a-story")}">x</a>`,
    '<img src="/assets/data:x.jpg" srcset="/assets/a.jpg 1x, /assets/b.jpg 2x" alt="data: javascript:">',
  ]) {
    expect(inlineScriptHashes(html, page), html).toEqual([]);
  }
});

test("an event handler, a script address or a script the site did not write stops the build, naming the page", () => {
  for (const html of [
    "<p>Hi</p><script>alert(1)</script>",
    '<script type="text/plain" id="app-start">alert(1)</script>',
    '<script type="application/ld+json">{"a": 1};alert(1)</script>',
    "<template><script>alert(1)</script></template>",
    "<svg><script>alert(1)</script></svg>",
    '<img src="x.jpg" onerror="alert(1)">',
    '<img src="x.jpg" ONERROR="alert(1)">',
    "<svg onload=alert(1)></svg>",
    '<a href="javascript:alert(1)">x</a>',
    '<a href=" JavaScript:alert(1)">x</a>',
    '<a href="jav&#x09;ascript:alert(1)">x</a>',
    '<a href="&#x20;&#x01;java\nscript&colon;alert(1)">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
    '<form><button formaction="javascript:alert(1)">x</button></form>',
    '<object data="javascript:alert(1)"></object>',
    '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
    '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>',
    '<svg><a><set attributeName="href" to="javascript:alert(1)"/><text>x</text></a></svg>',
    '<img srcset="/a.jpg 1x, javascript:alert(1) 2x">',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  ]) {
    expect(() => inlineScriptHashes(html, page), html).toThrow(page);
  }
});

test("the refusal names the attribute as the browser reads it", () => {
  expect(() => inlineScriptHashes('<a href="jav&#x09;ascript:alert(1)">x</a>', page)).toThrow(
    `${page} holds script in an attribute, which the site never writes: <a href="jav\\tascript:alert(1)">`,
  );
  expect(() =>
    inlineScriptHashes('<svg><a xlink:href="javascript:alert(1)"></a></svg>', page),
  ).toThrow('<a xlink:href="javascript:alert(1)">');
});

test("a script's text is hashed as the browser reads it, not as the page's bytes spell it", () => {
  expect(themeScript).toContain("\n");
  const windowsLineEnds = themeScript.replaceAll("\n", "\r\n");
  expect(inlineScriptHashes(`<SCRIPT >${windowsLineEnds}</SCRIPT >`, page)).toEqual([
    sha(themeScript),
  ]);
});

test("the policy follows the charset, before any script", () => {
  const page = parse('<html><head><meta charSet="utf-8"/><script>x</script></head></html>');
  addContentSecurityPolicy(page, "p");
  expect(serialize(page)).toBe(
    '<html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="p"><script>x</script></head><body></body></html>',
  );
});

test("a page's players are the origins its mixes name, each once, read from the elements", () => {
  const page = parse(
    `<div data-mix data-embed="https://w.soundcloud.com/player/?url=a"></div><div data-embed="https://player-widget.mixcloud.com/widget/iframe/?feed=b"></div><div data-embed="https://w.soundcloud.com/player/?url=c"></div><p>data-embed="https://evil.test/"</p>`,
  );
  expect(embeddedOrigins(page)).toEqual([
    "https://player-widget.mixcloud.com",
    "https://w.soundcloud.com",
  ]);
  expect(embeddedOrigins(parse("<p>No mix.</p>"))).toEqual([]);
});
