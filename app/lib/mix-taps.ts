import { needsSecondTap, PLAYER_ALLOW, PLAYER_CLASS } from "./mix-frame.ts";

// On the pages without the app (a story, /stories/), a tap on a mix puts its provider's player in
// the link's place (app/components/mix-player.tsx). The pages load it as a file of its own.

addEventListener("click", (event) => {
  const isPlainClick =
    event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
  const link = event.target instanceof Element ? event.target.closest("[data-mix] > a") : null;
  const mix = link?.parentElement;
  if (!isPlainClick || !mix || event.defaultPrevented) return;
  event.preventDefault();
  const { provider = "", embed = "", player = "", secondTap = "" } = mix.dataset;
  const frame = document.createElement("iframe");
  frame.src = embed;
  frame.title = player;
  frame.allow = PLAYER_ALLOW;
  frame.className = PLAYER_CLASS[provider] ?? "";
  mix.replaceChildren(frame);
  if (needsSecondTap(provider)) {
    const note = document.createElement("p");
    note.className = "mt-2 text-sm";
    note.textContent = secondTap;
    mix.append(note);
  }
  frame.focus();
});
