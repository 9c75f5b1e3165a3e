import { closeSync, openSync, readSync } from "node:fs";
import path from "node:path";
import type { ContentFile } from "./content-files.ts";
import { PHOTO_FORMATS, sniffPhotoFormat } from "./photo-format.ts";
import { UPLOAD_REFERENCE } from "./schema.ts";

export const UPLOADS_DIR = "content/uploads";

export const isUploadReference = (src: string) => UPLOAD_REFERENCE.test(src);

export type Uploads = { root: string; files: string[] };

/** Its photos, from the list of content/ (content-files.ts), which follows no link. */
export function readUploads(root: string, files: readonly ContentFile[]): Uploads {
  const prefix = `${UPLOADS_DIR}/`;
  return {
    root,
    files: files
      .map(({ file }) => file)
      .filter((file) => file.startsWith(prefix) && !path.posix.basename(file).startsWith("."))
      .map((file) => file.slice(prefix.length))
      .sort(),
  };
}

const loosely = (name: string) => name.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

function distance(a: string, b: string) {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

function closestFile(files: readonly string[], wanted: string) {
  const same = files.find((file) => loosely(file) === loosely(wanted));
  if (same) return `"uploads/${same}" (upper and lower case, or accents, differ)`;
  const stem = (name: string) => loosely(name).replace(/\.[^./]*$/, "");
  const otherExtension = files.find((file) => stem(file) === stem(wanted));
  if (otherExtension) return `"uploads/${otherExtension}" (the ending after the dot differs)`;
  const [best] = files
    .map((file) => ({ file, edits: distance(loosely(file), loosely(wanted)) }))
    .sort((a, b) => a.edits - b.edits);
  if (best && best.edits <= Math.max(2, Math.floor(wanted.length / 4))) {
    return `"uploads/${best.file}"`;
  }
  return undefined;
}

function readHead(file: string) {
  const head = Buffer.alloc(64);
  const descriptor = openSync(file, "r");
  try {
    return head.subarray(0, readSync(descriptor, head, 0, 64, 0));
  } finally {
    closeSync(descriptor);
  }
}

/** Case must match: the host's disk is case-sensitive. Editors write %20 for a space. */
export function findUpload(uploads: Uploads, src: string): { src: string } | { problem: string } {
  let wanted = src.replace(/^\/?uploads\//, "");
  if (/%[0-9a-f]{2}/i.test(wanted)) {
    try {
      wanted = decodeURIComponent(wanted);
    } catch {
      // Not an address-encoded name after all: look for it as written.
    }
  }
  const file = uploads.files.find((name) => name.normalize("NFC") === wanted.normalize("NFC"));
  if (!file) {
    const closest = closestFile(uploads.files, wanted);
    const hint = closest
      ? `: the closest file there is ${closest}`
      : uploads.files.length === 0
        ? ": the folder is empty; put the photo there"
        : ", nor a file with a similar name; put the photo there, or check its name";
    return { problem: `${src} is not found in ${UPLOADS_DIR}${hint}` };
  }
  const format = sniffPhotoFormat(readHead(path.join(uploads.root, UPLOADS_DIR, file)));
  if (!format) {
    return {
      problem: `${UPLOADS_DIR}/${file} is not a photo the site can read: expected ${PHOTO_FORMATS}`,
    };
  }
  return { src: `uploads/${file}` };
}
