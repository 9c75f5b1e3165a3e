import fc from "fast-check";
import { JSDOM } from "jsdom";
import { marked } from "marked";
import { expect, test } from "vitest";
import { storyPath } from "../lib/paths";
import { storyPhotoPlaceholder } from "../lib/story-text";
import { sanitizeStoryHtml } from "./sanitize";

const ALLOWED_ELEMENTS = new Set(
  "p br hr em strong i b del s code pre a ul ol li blockquote h2 h3 h4 h5 h6".split(" "),
);
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ["href", "title", "target", "rel"],
  ol: ["start"],
};
const SAFE_PROTOCOLS = ["http:", "https:", "mailto:", "tel:"];
const PAGE_URL = `https://site.example${storyPath("bali")}`;

const { document } = new JSDOM("<!doctype html><body></body>").window;

/** The story's HTML as a reader's browser would hold it, inside the page's article. */
function parse(html: string) {
  const article = document.createElement("article");
  article.innerHTML = html;
  return article;
}

/** `html` as the browser would write it back: what "unchanged apart from serialization" means. */
const reserialized = (html: string) => parse(html).innerHTML;

test("a <script> is removed with its code and named", () => {
  const result = sanitizeStoryHtml(
    '<script>alert(1)</script><p>Day one.</p><script src="https://evil.example/x.js"></script>',
  );
  expect(result.html).toBe("<p>Day one.</p>");
  expect(result.dropped).toEqual(["<script> (with its code)", "<script>"]);
});

test("an <img> with an onerror handler is removed, and named as the <img> it was", () => {
  const result = sanitizeStoryHtml("<p>Look <img src=x onerror=alert(1)> here.</p>");
  expect(result.html).toBe("<p>Look  here.</p>");
  expect(result.dropped).toEqual(["<img>"]);
});

test("an <iframe> is removed with its content", () => {
  const result = sanitizeStoryHtml(
    '<p>Watch:</p><iframe src="https://evil.example">Your browser has no frames</iframe>',
  );
  expect(result.html).toBe("<p>Watch:</p>");
  expect(result.dropped).toEqual(["<iframe> (with its content)"]);
});

test("a <meta http-equiv> that would send the reader elsewhere is removed and named with it", () => {
  const result = sanitizeStoryHtml(
    '<meta http-equiv="refresh" content="30;url=https://evil.example"><p>Hello.</p>',
  );
  expect(result.html).toBe("<p>Hello.</p>");
  expect(result.dropped).toEqual(['<meta http-equiv="refresh">']);
});

test("a <style> is removed with its rules", () => {
  const result = sanitizeStoryHtml("<p>A</p><style>body { display: none }</style><p>B</p>");
  expect(result.html).toBe("<p>A</p><p>B</p>");
  expect(result.dropped).toEqual(["<style> (with its styles)"]);
});

test("an <object> and an <embed> are removed, the object with its fallback", () => {
  const result = sanitizeStoryHtml(
    '<object data="https://evil.example/x.swf">A film</object><embed src="https://evil.example/x.swf"><p>After.</p>',
  );
  expect(result.html).toBe("<p>After.</p>");
  expect(result.dropped).toEqual(["<object> (with its content)", "<embed>"]);
});

test("a <form> is removed with its inputs and buttons, and a button or input outside one too", () => {
  const result = sanitizeStoryHtml(
    '<form action="https://evil.example"><input name="card"><button>Pay</button></form>' +
      '<p>Text.</p><button formaction="javascript:alert(1)">Go</button><input type="text">',
  );
  expect(result.html).toBe("<p>Text.</p>");
  expect(result.dropped).toEqual([
    "<form> (with its content)",
    "<button> (with its content)",
    "<input>",
  ]);
});

test("a <base href> that would move every relative link is removed", () => {
  const result = sanitizeStoryHtml('<base href="https://evil.example/"><p><a href="x">x</a></p>');
  expect(result.html).toBe('<p><a href="x">x</a></p>');
  expect(result.dropped).toEqual(["<base>"]);
});

test("an <svg> with an onload handler is removed", () => {
  const result = sanitizeStoryHtml(
    '<p>Map:</p><svg onload="alert(1)"><circle r="5"></circle><text>Bali</text></svg>',
  );
  expect(result.html).toBe("<p>Map:</p>");
  expect(result.dropped).toEqual(["<svg> (with its content)"]);
});

test("a <math> formula is removed with its content", () => {
  const result = sanitizeStoryHtml(
    '<p>Sum:</p><math><mi>x</mi><annotation-xml encoding="text/html"><img src=x onerror=alert(1)></annotation-xml></math>',
  );
  expect(result.html).toBe("<p>Sum:</p>");
  expect(result.dropped).toEqual(["<math> (with its content)"]);
});

test("an onclick on a link is removed and named, and the link kept", () => {
  const href = storyPath("bali");
  const result = sanitizeStoryHtml(`<p><a href="${href}" onclick="steal()">Bali</a></p>`);
  expect(result.html).toBe(`<p><a href="${href}">Bali</a></p>`);
  expect(result.dropped).toEqual(["the onclick attribute of <a>"]);
});

test.each([
  ["javascript:alert(1)", "javascript:alert(1)"],
  ["JaVaScRiPt:alert(1)", "JaVaScRiPt:alert(1)"],
  ["java\tscript:alert(1)", "java\tscript:alert(1)"],
  ["java&#x0A;script:alert(1)", "java\nscript:alert(1)"],
  ["&#106;avascript:alert(1)", "javascript:alert(1)"],
  ["&#x6A;&#x61;&#x76;&#x61;script:alert(1)", "javascript:alert(1)"],
  ["javascript&colon;alert(1)", "javascript:alert(1)"],
  ["   javascript:alert(1)", "javascript:alert(1)"],
  ["&#1;javascript:alert(1)", "\u0001javascript:alert(1)"],
  ["\u0001\u0002 javascript:alert(1)", "\u0001\u0002 javascript:alert(1)"],
  ["jav&Tab;ascript:alert(1)", "jav\tascript:alert(1)"],
])(
  "a link to the disguised javascript: %j loses its href, keeps its text and is named",
  (href, seen) => {
    const result = sanitizeStoryHtml(`<p><a href="${href}" title="Bali">Bali</a></p>`);
    expect(result.html).toBe('<p><a title="Bali">Bali</a></p>');
    expect(result.dropped).toEqual([`a link to ${JSON.stringify(seen)}`]);
  },
);

test("data: and vbscript: links lose their href and are named", () => {
  const result = sanitizeStoryHtml(
    '<p><a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">one</a> ' +
      '<a href="VBScript:MsgBox(1)">two</a> <a href="data:text/html,x">three</a></p>',
  );
  expect(result.html).toBe("<p><a>one</a> <a>two</a> <a>three</a></p>");
  expect(result.dropped).toEqual([
    'a link to "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="',
    'a link to "VBScript:MsgBox(1)"',
    'a link to "data:text/html,x"',
  ]);
});

test("a link to any scheme other than http, https, mailto and tel loses its href", () => {
  const result = sanitizeStoryHtml(
    '<p><a href="ftp://x.example">a</a><a href="sms:+15551234">b</a><a href="file:///etc/passwd">c</a></p>',
  );
  expect(result.html).toBe("<p><a>a</a><a>b</a><a>c</a></p>");
  expect(result.dropped).toHaveLength(3);
});

test("http, https, mailto, tel, relative and #fragment links keep their href", () => {
  const links = [
    "http://x.example/a:b",
    "https://x.example/?q=1#top",
    "mailto:finch@x.example",
    "tel:+15551234",
    storyPath("bali"),
    "../gallery",
    "photo.jpg",
    "stories/day:1",
    "#day-2",
    "?page=2",
  ];
  const html = `<p>${links.map((href) => `<a href="${href}">x</a>`).join(" ")}</p>`;
  expect(sanitizeStoryHtml(html)).toEqual({ html, dropped: [] });
});

test("a long link is named by its first 60 characters", () => {
  const href = `javascript:${"a".repeat(100)}`;
  const { dropped } = sanitizeStoryHtml(`<p><a href="${href}">x</a></p>`);
  expect(dropped).toEqual([`a link to "${href.slice(0, 59)}…"`]);
});

test('a link that opens a new tab gains rel="noopener noreferrer", replacing the owner\'s rel unreported', () => {
  expect(sanitizeStoryHtml('<p><a target="_blank" href="https://x.example">x</a></p>')).toEqual({
    html: '<p><a target="_blank" href="https://x.example" rel="noopener noreferrer">x</a></p>',
    dropped: [],
  });
  expect(sanitizeStoryHtml('<p><a rel="opener" target="_BLANK" href="/x">x</a></p>')).toEqual({
    html: '<p><a rel="noopener noreferrer" target="_blank" href="/x">x</a></p>',
    dropped: [],
  });
});

test("a link with any other target loses it, and its rel", () => {
  expect(sanitizeStoryHtml('<p><a target="_top" rel="nofollow" href="/x">x</a></p>')).toEqual({
    html: '<p><a href="/x">x</a></p>',
    dropped: ["the target attribute of <a>", "the rel attribute of <a>"],
  });
});

test("a photo placeholder survives byte for byte, and any other comment goes unreported", () => {
  const html = `<p>Before.</p>\n${storyPhotoPlaceholder(0)}\n<!-- other --><p>After.<!--x--></p>\n${storyPhotoPlaceholder(12)}`;
  expect(sanitizeStoryHtml(html)).toEqual({
    html: `<p>Before.</p>\n${storyPhotoPlaceholder(0)}\n<p>After.</p>\n${storyPhotoPlaceholder(12)}`,
    dropped: [],
  });
  const lookalikes =
    "<!-- story-photo:1--><!--story-photo:1 --><!--story-photo:x--><!--story-photo:-->";
  expect(sanitizeStoryHtml(`<p>a</p>${lookalikes}`)).toEqual({ html: "<p>a</p>", dropped: [] });
});

test("a story of ordinary Markdown comes out unchanged, with nothing dropped", () => {
  const markdown = [
    "We landed in Denpasar at dawn. It’s “hot” — très chaud — and Tokyo (東京) felt far away.",
    "",
    "## The first day",
    "",
    "Some *emphasis*, some **strength**, some ~~crossed out~~ text and `inline code`.  ",
    'A line break above, and a [link](https://example.com/bali "Bali\'s beaches"), a',
    `[relative one](${storyPath("bali")}) and [a fragment](#day-2).`,
    "",
    storyPhotoPlaceholder(0),
    "",
    "### Packing list",
    "",
    "- sunscreen",
    "- a hat & sandals",
    "",
    "3. third",
    "4. fourth",
    "",
    "> Travel is the only thing you buy that makes you richer.",
    "",
    "#### Code",
    "",
    "```",
    'const x = 1 < 2 && "yes";',
    "```",
    "",
    "---",
    "",
    "Mail me at <finch@example.com> or see <https://example.com>.",
  ].join("\n");
  const html = marked.parse(markdown, { async: false });
  for (const tag of ["<p>", "<em>", "<strong>", "<del>", "<code>", "<pre>", "<br>"]) {
    expect(html).toContain(tag);
  }
  for (const tag of ["<a ", "<ul>", '<ol start="3">', "<blockquote>", "<h2>", "<h4>", "<hr>"]) {
    expect(html).toContain(tag);
  }
  const result = sanitizeStoryHtml(html);
  expect(result.dropped).toEqual([]);
  expect(result.html).toBe(reserialized(html));
  expect(result.html).toContain(storyPhotoPlaceholder(0));
  expect(result.html).toContain("It’s “hot” — très chaud — and Tokyo (東京)");
});

test("an element off the list goes and leaves its text, and each is named once with a count", () => {
  const result = sanitizeStoryHtml(
    '<h1>Bali</h1><div class="x"><p>A <span>b</span> <span>c</span> <u>d</u><sup>1</sup></p></div>',
  );
  expect(result.html).toBe("Bali<p>A b c d1</p>");
  expect(result.dropped).toEqual([
    "<h1> (its text kept)",
    "<div> (its text kept)",
    "<span> (its text kept), 2 times",
    "<u> (its text kept)",
    "<sup> (its text kept)",
  ]);
});

test("attributes off the list are removed and named in the order they were written", () => {
  const result = sanitizeStoryHtml(
    '<p id="a" class="b" style="color:red" data-x="1" aria-label="y">p</p><ol start="2" type="a"><li>x</li></ol>',
  );
  expect(result.html).toBe('<p>p</p><ol start="2"><li>x</li></ol>');
  expect(result.dropped).toEqual([
    "the id attribute of <p>",
    "the class attribute of <p>",
    "the style attribute of <p>",
    "the data-x attribute of <p>",
    "the aria-label attribute of <p>",
    "the type attribute of <ol>",
  ]);
});

const HOSTILE = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  "<img src=x onerror=alert(1)>",
  "<IMG SRC=\"jav&#x09;ascript:alert('XSS');\">",
  "<img src=`x`onerror=alert(1)>",
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  "<svg><a xlink:href=javascript:alert(1)><text>x</text></a></svg>",
  "<svg><animate onbegin=alert(1) attributeName=x dur=1s>",
  "<svg><set attributeName=href to=javascript:alert(1)>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  "<math><mi xlink:href=javascript:alert(1)>x</mi></math>",
  "<iframe src=javascript:alert(1)></iframe>",
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  "<object data=javascript:alert(1)>",
  "<embed src=javascript:alert(1)>",
  "<body onload=alert(1)>",
  "<input autofocus onfocus=alert(1)>",
  "<details open ontoggle=alert(1)>",
  "<video><source onerror=alert(1)></video>",
  "<audio src=x onerror=alert(1)>",
  "<marquee onstart=alert(1)>x</marquee>",
  "<form><button formaction=javascript:alert(1)>x</button></form>",
  "<isindex action=javascript:alert(1) type=image>",
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  "<style>@import 'javascript:alert(1)';</style>",
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href=" &#14;  javascript:alert(1)">x</a>',
  '<a href="jav&#x0D;ascript:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="/x" onmouseover="alert(1)">x</a>',
  '<a href="/x" ONCLICK="alert(1)">x</a>',
  '<a href="/x"/onclick=alert(1)>x</a>',
  '<a href="/x" target="_blank" rel="opener">x</a>',
  '<p title="</p><img src=x onerror=alert(1)>">x</p>',
  '<a title="--><img src=x onerror=alert(1)>" href="/x">x</a>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<noembed><img title="</noembed><img src=x onerror=alert(1)>"></noembed>',
  "<xmp><img src=x onerror=alert(1)></xmp>",
  "<textarea><img src=x onerror=alert(1)></textarea>",
  "<title><img src=x onerror=alert(1)></title>",
  "<template><img src=x onerror=alert(1)></template>",
  "<!--><img src=x onerror=alert(1)>-->",
  "<!-- --!><img src=x onerror=alert(1)>-->",
  "<![CDATA[><img src=x onerror=alert(1)>]]>",
  "<?xml ><img src=x onerror=alert(1)>?>",
  "<table><tr><td><a href=javascript:alert(1)>x</a></td></tr></table>",
  "<select><option><img src=x onerror=alert(1)></option></select>",
  "<frameset onload=alert(1)>",
  '<a is="x-evil" href="/x">x</a>',
  '<form id="test"><input name="nodeName"></form>',
  '<img name="body"><img id="cookie">',
  "<plaintext><img src=x onerror=alert(1)>",
  "<![endif]--><img src=x onerror=alert(1)>",
];

/** The hostile inputs, and each inside the places a story's HTML puts raw HTML. */
function hostileStories() {
  const contexts = [
    (x: string) => x,
    (x: string) => `<p>${x}</p>`,
    (x: string) => `<p>Before.</p>\n${x}\n<p>After.</p>`,
    (x: string) => `<ul><li>${x}</li></ul>`,
    (x: string) => `<blockquote><p>${x}</p></blockquote>`,
    (x: string) => `<p><a href="/x">${x}</a></p>`,
    (x: string) => `<pre><code>${x}</code></pre>`,
    (x: string) => `<table><tr>${x}</tr></table>`,
    (x: string) => `<svg>${x}</svg>`,
    (x: string) => `<math>${x}</math>`,
  ];
  const mixes = fc.sample(
    fc.array(fc.constantFrom(...HOSTILE, "<p>", "</p>", "<a href='/x'>", "</a>", '"', "'", ">"), {
      minLength: 2,
      maxLength: 6,
    }),
    { numRuns: 300, seed: 20240611 },
  );
  return [
    ...HOSTILE.flatMap((x) => contexts.map((context) => context(x))),
    ...mixes.map((parts) => parts.join("")),
  ];
}

test("no hostile input leaves a script, an event handler or a script link in the output", () => {
  const stories = hostileStories();
  expect(stories.length).toBeGreaterThan(900);
  for (const story of stories) {
    const { html } = sanitizeStoryHtml(story);
    expect(html, story).not.toMatch(/<script/i);
    const article = parse(html);
    for (const element of article.querySelectorAll("*")) {
      const tag = element.localName;
      expect(ALLOWED_ELEMENTS, `<${tag}> from ${story}`).toContain(tag);
      for (const { name, value } of element.attributes) {
        expect(name, story).not.toMatch(/^on/i);
        // DOMPurify empties `is` rather than remove it (see sanitize.ts); `is=""` is inert.
        if (name === "is") expect(value, story).toBe("");
        else expect(ALLOWED_ATTRIBUTES[tag], story).toContain(name);
      }
    }
    for (const link of article.querySelectorAll("a[href]")) {
      const href = link.getAttribute("href") ?? "";
      expect(href, story).not.toMatch(/^\W*(javascript|data|vbscript)/i);
      // An address the URL parser refuses goes nowhere when clicked.
      if (URL.canParse(href, PAGE_URL)) {
        expect(SAFE_PROTOCOLS, story).toContain(new URL(href, PAGE_URL).protocol);
      }
    }
  }
});
