import { readFileSync } from "node:fs";
import sharp from "sharp";
import { expect, test } from "vitest";
import { socialCardSvg } from "./feeds.ts";
import { CARD_FONTS, socialCardPng, woffToSfnt } from "./social-card.server.ts";

const ARABIC = "رحلات فينش";
const ACCENTS = "Ñandú Œuvre Łódź";
const NO_ARABIC = CARD_FONTS.filter((font) => !font.includes("naskh"));
const NO_LATIN_EXT = CARD_FONTS.filter((font) => !font.includes("latin-ext"));

/** The title's band of the card (from its top to under its baseline) as raw RGB pixels. */
async function titleBand(png: Buffer) {
  return sharp(png)
    .extract({ left: 0, top: 150, width: 1200, height: 230 })
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** The share of pixels where two renderings of the band differ. */
function difference(a: Buffer, b: Buffer) {
  let differing = 0;
  for (let index = 0; index < a.length; index += 3) {
    const red = Math.abs(a.readUInt8(index) - b.readUInt8(index));
    if (red + Math.abs(a.readUInt8(index + 1) - b.readUInt8(index + 1)) > 60) differing++;
  }
  return differing / (a.length / 3);
}

/** The share of near-white pixels (the title's ink) in the band. */
function ink(band: Buffer) {
  let light = 0;
  for (let index = 0; index < band.length; index += 3) {
    if ([0, 1, 2].every((channel) => band.readUInt8(index + channel) > 200)) light++;
  }
  return light / (band.length / 3);
}

const card = (alias: string, language?: "en") =>
  socialCardSvg({ alias, tagline: "Adventures worth remembering", language });

test("a WOFF font comes out as the TrueType font it holds, every table whole", () => {
  const font = woffToSfnt(readFileSync(CARD_FONTS.find((file) => file.includes("fraunces")) ?? ""));
  const count = font.readUInt16BE(4);
  expect(font.readUInt32BE(0)).toBe(0x00010000);
  expect(count).toBeGreaterThan(8);
  for (let index = 0; index < count; index++) {
    const record = 12 + index * 16;
    const offset = font.readUInt32BE(record + 8);
    const table = font.subarray(offset, offset + Math.ceil(font.readUInt32BE(record + 12) / 4) * 4);
    let sum = 0;
    for (let at = 0; at < table.length; at += 4) sum = (sum + table.readUInt32BE(at)) >>> 0;
    // The font's header keeps the whole file's checksum adjustment out of its own table's sum.
    if (font.toString("latin1", record, record + 4) === "head") continue;
    expect(sum, font.toString("latin1", record, record + 4)).toBe(font.readUInt32BE(record + 4));
  }
});

test("an Arabic alias is drawn in the site's Arabic face, on a machine with no fonts of its own", async () => {
  const arabic = await titleBand(socialCardPng(card(ARABIC), { systemFonts: false }));
  const without = await titleBand(
    socialCardPng(card(ARABIC), { fonts: NO_ARABIC, systemFonts: false }),
  );
  expect(ink(arabic)).toBeGreaterThan(0.02);
  expect(difference(arabic, without)).toBeGreaterThan(0.02);
});

test("accented Latin letters, Œ and Ł among them, are drawn in the display face", async () => {
  const accents = await titleBand(socialCardPng(card(ACCENTS), { systemFonts: false }));
  const without = await titleBand(
    socialCardPng(card(ACCENTS), { fonts: NO_LATIN_EXT, systemFonts: false }),
  );
  expect(ink(accents)).toBeGreaterThan(0.02);
  expect(difference(accents, without)).toBeGreaterThan(0.001);
});
