// What plugins/words writes: the sections of what a tap loads, in the site's language.
declare module "virtual:lazy-words" {
  type Words = import("./words").Words;
  export const tripDialog: Words["tripDialog"];
  export const photoViewer: Words["photoViewer"];
}
