/**
 * A mistake in the owner's content: the build prints its message alone, with no stack trace, and
 * stops (scripts/build.mjs). Its `name` says what it is, since the build meets copies of this class
 * from more than one bundle.
 */
export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ContentError";
  }

  /** Problems found in one file, each naming its field or line: "Invalid content in <file>:". */
  static inFile(file: string, problems: readonly string[]) {
    return new ContentError(
      `Invalid content in ${file}:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`,
    );
  }
}

/** Whether `error` is an owner's mistake with a message of its own (content or photo). */
export const isOwnerError = (error: unknown): error is Error =>
  error instanceof Error && ["ContentError", "PhotoError", "ImageAuditError"].includes(error.name);
