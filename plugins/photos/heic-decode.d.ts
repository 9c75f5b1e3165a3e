// heic-decode ships no types: what plugins/photos/heif.ts uses of it.
declare module "heic-decode" {
  type Input = { buffer: Uint8Array | ArrayBuffer };
  /** RGBA, four bytes a pixel, after libheif applied the container's transforms. */
  type Pixels = { width: number; height: number; data: Uint8ClampedArray };
  type Image = { width: number; height: number; decode(): Promise<Pixels> };

  /** The file's first top-level image, decoded. */
  function decode(input: Input): Promise<Pixels>;
  namespace decode {
    /** The file's top-level images, read but not decoded; `dispose` frees them. */
    function all(input: Input): Promise<Image[] & { dispose(): void }>;
  }
  export default decode;
}
