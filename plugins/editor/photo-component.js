// In place of Sveltia CMS's own image, which offers a link and leaves the alt text optional.
// Sveltia starts once the photo is registered.
Object.assign(window, { CMS_MANUAL_INIT: true });

/** @param {string} text @param {RegExp} special */
const escaped = (text, special) => text.replace(special, (character) => `\\${character}`);
/** @param {string | undefined} text */
const unescaped = (text) => (text ?? "").replace(/\\(.)/g, "$1");

addEventListener("DOMContentLoaded", () => {
  // Its name and fields in the site's language (plugins/editor/config.ts).
  const { label, fields } = JSON.parse(
    document.getElementById("photo-component")?.textContent ?? "{}",
  );
  const cms =
    /** @type {{ registerEditorComponent: (component: object) => void, init: () => void }} */ (
      /** @type {unknown} */ (Reflect.get(window, "CMS"))
    );
  cms.registerEditorComponent({
    id: "photo",
    label,
    icon: "add_photo_alternate",
    trigger: "button",
    fields,
    // The alt text, then the address (between <…> when it holds spaces), then the caption.
    pattern:
      /^!\[((?:[^\]\\]|\\.)*)\]\((?:<([^>\n]*)>|([^"\n]*?))(?:\s+"((?:[^"\\]|\\.)*)")?\s*\)$/m,
    /** @param {RegExpMatchArray} match */
    fromBlock: (match) => ({
      alt: unescaped(match[1]),
      src: match[2] ?? match[3] ?? "",
      caption: unescaped(match[4]),
    }),
    /** @param {{ src?: string, alt?: string, caption?: string }} photo */
    toBlock: ({ src = "", alt = "", caption = "" }) => {
      const address = /[\s()<>]/.test(src) ? `<${src}>` : src;
      const title = caption.trim() ? ` "${escaped(caption.trim(), /["\\]/g)}"` : "";
      return `![${escaped(alt.trim(), /[[\]\\]/g)}](${address}${title})`;
    },
    /** @param {{ src?: string, alt?: string }} photo */
    toPreview: ({ src = "", alt = "" }) => {
      const image = document.createElement("img");
      image.src = src;
      image.alt = alt;
      return image;
    },
  });
  cms.init();
});
