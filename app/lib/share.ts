import { buildWhatsAppLink } from "./trip-message.ts";

type SharedStory = { title: string; excerpt: string; url: string };

/** No script needed; WhatsApp shows the page's card under the address. */
export function storyShareLinks({ title, excerpt, url }: SharedStory) {
  return {
    whatsApp: buildWhatsAppLink(undefined, `${title} ${url}`),
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent([excerpt, url].filter(Boolean).join("\n\n"))}`,
  };
}

/** Where the browser has no share sheet (Linux, say), the button stays hidden beside the links. */
export const shareButtonScript = `(() => {
  if (typeof navigator.share !== "function") return;
  for (const item of document.querySelectorAll("[data-share]")) {
    const button = item.querySelector("button");
    item.hidden = false;
    button.addEventListener("click", () => {
      navigator.share({ title: button.dataset.title, url: button.dataset.url }).catch(() => {});
    });
  }
})();`;
