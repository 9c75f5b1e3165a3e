import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { inflateSync } from "node:zlib";

const fontFile = (name: string) => resolve("node_modules/@fontsource", name);

/** The faces the card is drawn in, the site's own (app.css): its letters on any machine. */
export const CARD_FONTS = [
  fontFile("fraunces/files/fraunces-latin-600-normal.woff"),
  fontFile("fraunces/files/fraunces-latin-ext-600-normal.woff"),
  fontFile("noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff"),
  fontFile("noto-naskh-arabic/files/noto-naskh-arabic-arabic-600-normal.woff"),
];

/** The TrueType or OpenType font a WOFF 1 file wraps: sharp's FreeType reads neither WOFF. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("Not a WOFF file.");
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const data = woff.subarray(offset, offset + woff.readUInt32BE(entry + 8));
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: data.length < woff.readUInt32BE(entry + 12) ? inflateSync(data) : data,
    };
  });
  const entrySelector = Math.floor(Math.log2(count));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + count * 16);
  woff.copy(header, 0, 4, 8);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(count * 16 - searchRange, 10);
  let offset = header.length;
  const bodies = tables.map((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    offset += padded.length;
    return padded;
  });
  return Buffer.concat([header, ...bodies]);
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The card as a PNG, its text in `fonts` and then the machine's own (unless `systemFonts` is
 * false): librsvg finds fonts through fontconfig alone, which takes a list of folders from
 * FONTCONFIG_FILE when a process first draws text, so a fresh process draws it.
 */
export function socialCardPng(
  svg: string,
  {
    fonts = CARD_FONTS,
    systemFonts = true,
  }: { fonts?: readonly string[]; systemFonts?: boolean } = {},
): Buffer {
  const folder = mkdtempSync(join(tmpdir(), "social-card-fonts-"));
  try {
    for (const font of fonts) {
      writeFileSync(join(folder, basename(font, ".woff") + ".ttf"), woffToSfnt(readFileSync(font)));
    }
    const config = join(folder, "fonts.conf");
    writeFileSync(
      config,
      `<?xml version="1.0"?>
<fontconfig>
  <dir>${escapeXml(folder)}</dir>
  <cachedir>${escapeXml(join(folder, "cache"))}</cachedir>
  ${systemFonts ? '<include ignore_missing="yes">/etc/fonts/fonts.conf</include>' : ""}
</fontconfig>
`,
    );
    return execFileSync(process.execPath, [resolve("app/lib/svg-to-png.mjs")], {
      input: svg,
      env: { ...process.env, FONTCONFIG_FILE: config },
      maxBuffer: 64 * 1024 * 1024,
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
