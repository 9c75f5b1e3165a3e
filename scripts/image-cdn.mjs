// A stand-in for Unsplash's image CDN (images.unsplash.com), for the benchmark: the pages load their
// real photo URLs without the internet. HTTPS and HTTP/2 like the real CDN, with a certificate made
// by openssl; it resizes one synthetic photo with sharp to the requested width and height and
// answers AVIF, WebP or JPEG by the Accept header, at the requested quality.
import { spawnSync } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import { readFileSync } from "node:fs";
import http2 from "node:http2";
import path from "node:path";
import sharp from "sharp";

/** @typedef {"avif" | "webp" | "jpeg"} ImageFormat */

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * A self-signed certificate for `name`, made by openssl in `dir`, with the SHA-256 of its public key
 * (`spki`, base64) for Chromium's `--ignore-certificate-errors-spki-list`: unlike
 * `--ignore-certificate-errors`, that flag lets Chromium cache what it fetched, as a second page of
 * a visit needs.
 * @param {string} dir
 * @param {string} name
 */
export function selfSignedCertificate(dir, name) {
  const keyFile = path.join(dir, `${name}.key.pem`);
  const certFile = path.join(dir, `${name}.cert.pem`);
  const openssl = spawnSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"],
      ...["-subj", `/CN=${name}`, "-keyout", keyFile, "-out", certFile],
    ],
    { encoding: "utf8" },
  );
  if (openssl.status !== 0) {
    throw new Error(`openssl failed: ${openssl.error?.message ?? openssl.stderr}`);
  }
  const publicKey = new X509Certificate(readFileSync(certFile)).publicKey;
  const spki = createHash("sha256")
    .update(publicKey.export({ type: "spki", format: "der" }))
    .digest("base64");
  return { keyFile, certFile, spki };
}

/**
 * Small deterministic PRNG (mulberry32), so the stand-in photo is the same on every run.
 * @param {number} seed
 */
function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A landscape-like picture: sky and hills, translucent discs, and value noise at several scales.
 * Texture that survives downscaling makes it compress like a photo, not like a flat gradient.
 * @param {number} width
 * @param {number} height
 */
function makeSourcePixels(width, height) {
  const random = prng(20261122);
  const octaves = [
    { cell: 96, weight: 1.2 },
    { cell: 24, weight: 1 },
    { cell: 8, weight: 0.8 },
    { cell: 3, weight: 0.2 },
  ].map(({ cell, weight }) => {
    const columns = Math.ceil(width / cell) + 2;
    const grid = Float32Array.from({ length: columns * (Math.ceil(height / cell) + 2) }, () => {
      return random() - 0.5;
    });
    return { cell, weight, columns, grid };
  });
  const discs = Array.from({ length: 40 }, () => ({
    x: random() * width,
    y: random() * height,
    r: 40 + random() * 260,
    color: [random() * 255, random() * 255, random() * 255],
  }));
  const pixels = Buffer.alloc(width * height * 3);
  /** @param {number} value */
  const clamp = (value) => Math.max(0, Math.min(255, value));
  for (let y = 0; y < height; y++) {
    const fy = y / height;
    for (let x = 0; x < width; x++) {
      const fx = x / width;
      let texture = 0;
      for (const { cell, weight, columns, grid } of octaves) {
        const gx = x / cell;
        const gy = y / cell;
        const ix = Math.floor(gx);
        const iy = Math.floor(gy);
        const tx = gx - ix;
        const ty = gy - iy;
        const at = (/** @type {number} */ i) => grid[i] ?? 0;
        const top = at(iy * columns + ix) * (1 - tx) + at(iy * columns + ix + 1) * tx;
        const bottom =
          at((iy + 1) * columns + ix) * (1 - tx) + at((iy + 1) * columns + ix + 1) * tx;
        texture += weight * (top * (1 - ty) + bottom * ty);
      }
      const ridge = height * (0.5 + 0.08 * Math.sin(fx * 9) + 0.04 * Math.sin(fx * 23 + 1));
      let rgb;
      if (y < ridge + 40 * texture) {
        rgb = [90 + 100 * fy, 140 + 80 * fy, 220 - 40 * fy];
        texture *= 0.3;
      } else {
        rgb = [
          70 + 40 * Math.sin(fx * 13 + fy * 7),
          100 + 40 * fy + 30 * Math.sin(fx * 31),
          60 + 30 * Math.cos(fy * 11),
        ];
      }
      for (const disc of discs) {
        const dx = x - disc.x;
        const dy = y - disc.y;
        if (dx * dx + dy * dy < disc.r * disc.r) {
          rgb = rgb.map((value, i) => (value + (disc.color[i] ?? 0)) / 2);
          break;
        }
      }
      const noise = (random() - 0.5) * 4 + texture * 150;
      const i = (y * width + x) * 3;
      pixels[i] = clamp((rgb[0] ?? 0) + noise);
      pixels[i + 1] = clamp((rgb[1] ?? 0) + noise * 0.9);
      pixels[i + 2] = clamp((rgb[2] ?? 0) + noise * 0.8);
    }
  }
  return pixels;
}

/** @param {string} accept @returns {ImageFormat} */
function negotiateFormat(accept) {
  if (accept.includes("image/avif")) return "avif";
  if (accept.includes("image/webp")) return "webp";
  return "jpeg";
}

/** @param {string | null} value @param {number} fallback @param {number} max */
function intParam(value, fallback, max) {
  if (value === null) return fallback;
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= max ? number : NaN;
}

/**
 * HTTPS stand-in for images.unsplash.com. It speaks HTTP/2 like the real CDN, so Lighthouse's
 * simulation does not queue the photos behind HTTP/1.1's six connections.
 * @param {string} tmp
 */
export async function startImageCdn(tmp) {
  const { keyFile, certFile, spki } = selfSignedCertificate(tmp, "images.unsplash.com");

  const width = 2400;
  const height = 1600;
  const source = makeSourcePixels(width, height);
  const stats = { encoded: 0, fromCache: 0 };
  /** @type {Map<string, Promise<Buffer>>} */
  const cache = new Map();

  // At most two encodes at a time: process.exit waits for sharp work already started, and a
  // cold page asks for dozens of AVIFs at once.
  /** @type {(() => void)[]} */
  const waiting = [];
  let active = 0;
  /** @template T @param {() => Promise<T>} task @returns {Promise<T>} */
  function queued(task) {
    return new Promise((resolve, reject) => {
      waiting.push(() => {
        active++;
        task()
          .then(resolve, reject)
          .finally(() => {
            active--;
            waiting.shift()?.();
          });
      });
      if (active < 2) waiting.shift()?.();
    });
  }

  /** @param {string} key @param {number} w @param {number | undefined} h @param {number} q @param {ImageFormat} format */
  function encode(key, w, h, q, format) {
    let result = cache.get(key);
    if (result) {
      stats.fromCache++;
      return result;
    }
    stats.encoded++;
    result = queued(() =>
      sharp(source, { raw: { width, height, channels: 3 } })
        .resize(w, h, { fit: "cover" })
        .toFormat(format, { quality: q })
        .toBuffer(),
    );
    cache.set(key, result);
    result.catch(() => cache.delete(key));
    return result;
  }

  const server = http2.createSecureServer(
    { key: readFileSync(keyFile), cert: readFileSync(certFile), allowHTTP1: true },
    (req, res) => {
      const url = new URL(req.url, "https://images.unsplash.com");
      const w = intParam(url.searchParams.get("w"), width, 5000);
      const h = url.searchParams.has("h")
        ? intParam(url.searchParams.get("h"), 1, 5000)
        : undefined;
      const q = intParam(url.searchParams.get("q"), 75, 100);
      if (!/^\/photo-[\w-]+$/.test(url.pathname) || [w, h ?? 1, q].some(Number.isNaN)) {
        res.statusCode = 404;
        res.end();
        return;
      }
      const format = negotiateFormat(String(req.headers.accept ?? ""));
      encode(`${format} ${url.pathname}${url.search}`, w, h, q, format).then(
        (body) => {
          res.setHeader("Content-Type", `image/${format}`);
          res.setHeader("Content-Length", body.length);
          res.setHeader("Cache-Control", "public, max-age=31536000");
          res.setHeader("Vary", "Accept");
          res.setHeader("Access-Control-Allow-Origin", "*");
          if (req.method === "HEAD") res.end();
          else res.end(body);
        },
        (/** @type {unknown} */ error) => {
          console.error(`Image stand-in failed for ${req.url}:`, error);
          res.statusCode = 500;
          res.end();
        },
      );
    },
  );
  /** @type {Set<import("node:http2").ServerHttp2Session>} */
  const sessions = new Set();
  server.on("session", (session) => {
    sessions.add(session);
    session.once("close", () => sessions.delete(session));
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve(undefined));
  });
  /** @returns {Promise<void>} */
  const close = () =>
    new Promise((resolve) => {
      waiting.length = 0;
      for (const session of sessions) session.destroy();
      server.close(() => resolve());
    });
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("The image stand-in has no port");

  const sample = await sharp(source, { raw: { width, height, channels: 3 } })
    .resize(800, 533, { fit: "cover" })
    .webp({ quality: 70 })
    .toBuffer();
  console.log(
    `Image stand-in: https://images.unsplash.com → 127.0.0.1:${address.port} (HTTP/2, self-signed);` +
      ` ${width}x${height} synthetic photo, 800x533 q70 WebP = ${kb(sample.length)} (${sample.length} bytes)`,
  );
  return { port: address.port, spki, stats, close };
}
