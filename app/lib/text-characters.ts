/**
 * Characters XML 1.0 forbids (www.w3.org/TR/xml/#charsets): the C0 controls but tab and the line
 * ends, a surrogate alone, U+FFFE and U+FFFF. They come in unseen with pasted text (Word's line
 * break is U+000B), and a single one makes a feed invalid: every strict feed reader refuses it whole.
 */
// eslint-disable-next-line no-control-regex -- the controls are what it is for
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/gu;
/** Word's line break (U+000B) and the page break (U+000C) part words: a space keeps them apart. */
// eslint-disable-next-line no-control-regex -- as above
const BREAKS = /[\u000B\u000C]/g;

/** The text without what no reader shows and XML cannot carry. */
export const withoutForbiddenCharacters = (text: string) =>
  text.replace(BREAKS, " ").replace(XML_FORBIDDEN, "");
