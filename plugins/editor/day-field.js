// A day, picked in the phone's own calendar and written as the build reads it ("2025-04-02"); one
// that may not come before another field's day (a trip's last day, on or after its first) says so
// under it in the schema's words, and Save waits until it is mended. Registered before
// photo-component.js starts the editor.
//
// A plain date input: Sveltia CMS's own date control cannot be reused here, since its hooks belong
// to another copy of React than the one that draws custom fields (0.221.1).

/**
 * @typedef {{ get: (key: string) => unknown, getIn: (path: string[]) => unknown }} ImmutableMap
 * @typedef {{ value?: string, field: ImmutableMap, entry?: ImmutableMap, onChange: (value: unknown) => void, forID: string, classNameWrapper: string }} DayProps
 * @typedef {{ props: DayProps, waiting?: (() => void)[] }} DayControl
 */

/** Its name, as the configuration's fields name it (plugins/editor/fields.ts). */
const fieldType = document.currentScript?.dataset.fieldType ?? "";

/** As the phone shows a day: "Apr 10, 2025". */
const shown = (/** @type {string} */ day) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, {
    dateStyle: "medium",
    timeZone: "UTC",
  });

/** @param {DayProps} props */
const problem = ({ value, field, entry }) => {
  const other = field.get("on_or_after");
  const earliest = other ? entry?.getIn(["data", String(other)]) : undefined;
  if (!(value && typeof earliest === "string" && earliest && value < earliest)) return undefined;
  // The schema's English ends with the day; a translation may place it ("… ({day})").
  const message = String(field.get("on_or_after_message"));
  return message.includes("{day}")
    ? message.replace("{day}", shown(earliest))
    : `${message}, ${shown(earliest)}`;
};

addEventListener("DOMContentLoaded", () => {
  const cms = /** @type {typeof import("@sveltia/cms").default} */ (Reflect.get(window, "CMS"));
  const createClass = /** @type {(spec: object) => unknown} */ (Reflect.get(window, "createClass"));
  const h = /** @type {(type: string, props: object) => unknown} */ (Reflect.get(window, "h"));

  const DayControl = createClass({
    /**
     * Sveltia asks as soon as any field changes, before React has drawn the entry's new values
     * into the props: the answer waits for them (or a moment, when nothing is to be drawn).
     * @this {DayControl}
     * @param {string | undefined} value
     */
    isValid(value) {
      return new Promise((resolve) => {
        this.waiting = [...(this.waiting ?? []), () => resolve(undefined)];
        setTimeout(() => resolve(undefined), 100);
      }).then(() => {
        const message = problem({ ...this.props, value: value ?? this.props.value });
        return message ? { error: { message } } : true;
      });
    },
    /** @this {DayControl} */
    componentDidUpdate() {
      for (const resolve of this.waiting ?? []) resolve();
      this.waiting = [];
    },
    /** @this {DayControl} */
    render() {
      const { forID, classNameWrapper, value, onChange } = this.props;
      return h("input", {
        id: forID,
        // The field's label, as Sveltia names it for its own inputs.
        "aria-labelledby": `${forID}-label`,
        className: classNameWrapper,
        type: "date",
        value: value ?? "",
        /** @param {{ target: HTMLInputElement }} event */
        onChange: (event) => onChange(event.target.value),
      });
    },
  });
  cms.registerFieldType(fieldType, /** @type {never} */ (DayControl));
});
