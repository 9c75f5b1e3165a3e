// The search page's own script (app/routes/search.tsx), on Pagefind's JavaScript API: nothing of
// the index loads until the box is used or the address holds `?q=`. A result is the page's
// <template> filled with text only: the excerpt's words are the story's own, never parsed.

/** How many results one "Show more" adds. */
export const SEARCH_PAGE_SIZE = 10;

export const searchPageScript = `(() => {
  const form = document.querySelector("form[data-search]");
  if (!form) return;
  const input = form.elements.q;
  const status = document.querySelector("[data-search-status]");
  const list = document.querySelector("[data-search-results]");
  const more = document.querySelector("[data-search-more]");
  const card = document.querySelector("template[data-search-result]");
  const words = status.dataset;
  const results = JSON.parse(words.sayResults);
  const plurals = new Intl.PluralRules(words.locale);
  const numbers = new Intl.NumberFormat(words.locale);
  let engine;
  let shown = [];
  let asked = 0;
  const load = () =>
    (engine ??= import(form.dataset.index)
      .then(async (pagefind) => {
        await pagefind.options({ baseUrl: form.dataset.base, excerptLength: 28 });
        return pagefind;
      })
      .catch((error) => {
        engine = undefined;
        throw error;
      }));
  const say = (text) => {
    if (status.textContent !== text) status.textContent = text;
  };
  const keep = (query) => {
    const url = new URL(location.href);
    if (query) url.searchParams.set("q", query);
    else url.searchParams.delete("q");
    if (url.href !== location.href) history.replaceState(history.state, "", url);
  };
  // Pagefind writes its excerpt with < and > as &lt; and &gt; (and a story's own "&lt;" as it is):
  // the same words are taken from the story's text itself, where the excerpt's run of them starts.
  const separators = /[^\\S\\uFEFF]+/;
  const escape = (word) => word.replaceAll("<", "&lt;").replaceAll(">", "&gt;");
  const excerptOf = (data) => {
    const shown = data.excerpt.replace(/<\\/?mark>/g, "");
    const words = data.content.split(separators);
    const length = Math.min(words.length, shown.split(" ").length);
    const marked = new Set(data.locations);
    for (let start = 0; start + length <= words.length; start++) {
      const run = words.slice(start, start + length);
      if (run.map(escape).join(" ").trim() !== shown) continue;
      const parts = [];
      const add = (text, isMarked) => {
        const last = parts.at(-1);
        if (last && last[1] === isMarked) last[0] += text;
        else parts.push([text, isMarked]);
      };
      run.forEach((word, index) => {
        if (!word) return;
        if (parts.length) add(" ", false);
        add(word, marked.has(start + index));
      });
      return parts;
    }
    // Not found (a text written without spaces): Pagefind's own, its two escapes undone.
    return data.excerpt.split(/<(\\/?)mark>/).flatMap((part, index, all) =>
      index % 2 === 1 ? [] : [[part.replaceAll("&lt;", "<").replaceAll("&gt;", ">"), index > 0 && all[index - 1] === ""]],
    );
  };
  const fill = (data) => {
    const item = card.content.firstElementChild.cloneNode(true);
    const meta = data.meta;
    item.querySelector("a").href = data.url;
    item.querySelector("[data-title]").textContent = meta.title || data.url;
    item.querySelector("[data-where]").textContent = [meta.date, meta.place].filter(Boolean).join(" · ");
    const image = item.querySelector("img");
    if (meta.image) image.src = meta.image;
    else image.parentElement.remove();
    const excerpt = item.querySelector("[data-excerpt]");
    for (const [text, marked] of excerptOf(data)) {
      if (!marked) {
        excerpt.append(text);
        continue;
      }
      const mark = document.createElement("mark");
      mark.append(text);
      excerpt.append(mark);
    }
    return item;
  };
  const showMore = async (ask) => {
    const page = shown.splice(0, Number(list.dataset.pageSize));
    const items = await Promise.all(page.map((result) => result.data()));
    if (ask !== asked) return;
    list.append(...items.map(fill));
    more.hidden = shown.length === 0;
  };
  const run = async (query) => {
    const ask = ++asked;
    keep(query);
    if (!query) {
      list.replaceChildren();
      more.hidden = true;
      return say("");
    }
    say(words.saySearching);
    let found;
    try {
      const pagefind = await load();
      found = await pagefind.debouncedSearch(query, {}, 150);
    } catch {
      if (ask === asked) say(words.sayFailed);
      return;
    }
    if (found === null || ask !== asked) return;
    shown = [...found.results];
    list.replaceChildren();
    const count = shown.length;
    await showMore(ask);
    if (ask !== asked) return;
    const said = count === 0 ? words.sayNone : (results[plurals.select(count)] ?? results.other).replace("{count}", numbers.format(count));
    say(said.replace("{q}", () => query));
  };
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    run(input.value.trim());
  });
  input.addEventListener("input", () => run(input.value.trim()));
  more.addEventListener("click", () => showMore(asked));
  const query = new URL(location.href).searchParams.get("q") ?? "";
  if (query.trim()) {
    input.value = query;
    run(query.trim());
  }
})();`;
