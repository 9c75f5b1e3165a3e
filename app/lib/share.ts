import { buildWhatsAppLink } from "./trip-message.ts";

/** What a story is shared with: its title, its excerpt and the absolute address of its page. */
type SharedStory = { title: string; excerpt: string; url: string };

/**
 * Links that share a story without any script: a WhatsApp message holding the title and the
 * address (WhatsApp shows the page's card under it), and an e-mail with the title as its subject.
 */
export function storyShareLinks({ title, excerpt, url }: SharedStory) {
  return {
    whatsApp: buildWhatsAppLink(undefined, `${title} ${url}`),
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${excerpt}\n\n${url}`)}`,
  };
}

/**
 * Runs in the page, after the share button: where the browser has a share sheet (phones, most
 * desktops but Linux), the hidden `[data-share]` item appears and its button opens the sheet with
 * the story's title and address. Elsewhere it stays hidden and the links beside it do the work.
 */
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
