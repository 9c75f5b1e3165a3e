// The build prints an owner's mistake alone, with no stack trace (scripts/build.mjs). Errors are
// told by `name`, since the build meets copies of these classes from more than one bundle.
export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ContentError";
  }

  static inFile(file: string, problems: readonly string[]) {
    return new ContentError(
      `Invalid content in ${file}:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`,
    );
  }
}

export const isOwnerError = (error: unknown): error is Error =>
  error instanceof Error && ["ContentError", "PhotoError", "ImageAuditError"].includes(error.name);
