import { createElement, Fragment, type ReactNode } from "react";

/** A text with elements in it, "Follow new stories {email} or {feed}.": each `{name}` its node. */
export const fillNodes = (template: string, nodes: Record<string, ReactNode>) =>
  template
    .split(/\{(\w+)\}/)
    .map((part, index) =>
      createElement(
        Fragment,
        { key: index },
        index % 2 === 0 ? part : part in nodes ? nodes[part] : `{${part}}`,
      ),
    );
