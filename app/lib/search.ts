// The search page's own script (app/routes/search.tsx), on Pagefind's JavaScript API: nothing of
// the index loads until the box is used or the address holds `?q=`. A result is the page's
// <template> filled with text only: Pagefind's excerpt is cut at its <mark>s, never parsed.

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
    data.excerpt.split(/<(\\/?)mark>/).forEach((part, index, parts) => {
      if (index % 2 === 1) return;
      const marked = index > 0 && parts[index - 1] === "";
      const text = document.createTextNode(part);
      if (!marked) return excerpt.append(text);
      const mark = document.createElement("mark");
      mark.append(text);
      excerpt.append(mark);
    });
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
    const quoted = "\\u201c" + query + "\\u201d";
    say(count === 0 ? words.sayNone.replace("{q}", quoted) : (count === 1 ? words.sayOne : words.sayMany).replace("{n}", count).replace("{q}", quoted));
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
