// The SVG on standard input as a PNG on standard output, drawn in a process of its own: fontconfig
// reads FONTCONFIG_FILE once, when a process first draws text (app/lib/social-card.server.ts).
import { readFileSync } from "node:fs";
import sharp from "sharp";

process.stdout.write(await sharp(readFileSync(0)).png({ compressionLevel: 9 }).toBuffer());
