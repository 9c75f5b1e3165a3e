import type { en } from "./words/en.ts";

/** The forms of a text that changes with a number, by the language's plural categories. */
export type PluralForms = { other: string } & Partial<
  Record<"zero" | "one" | "two" | "few" | "many", string>
>;

/** Every interface text of the site in one language; English (words/en.ts) sets the keys. */
export type Words = typeof en;

/** `plural({ one: "{count} story", other: "{count} stories" })`: typed as every language's forms. */
export const plural = (forms: PluralForms): PluralForms => forms;

/** "About {alias}" with `{ alias: "Wildfinch" }`: a `{name}` with no value stays as it is. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );

/** The form for `count` in `language`, its `{count}` written as the language writes numbers. */
export function countOf(
  forms: PluralForms,
  count: number,
  language: string,
  values: Record<string, string | number> = {},
) {
  const form = forms[new Intl.PluralRules(language).select(count)] ?? forms.other;
  return fill(form, { count: new Intl.NumberFormat(language).format(count), ...values });
}
