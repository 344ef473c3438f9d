/** One thing wrong with a request: where (a path into params, query or body) and what. */
export interface FieldIssue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
  /** zod's issue code; unrecognized_keys names its keys. */
  code?: string;
  keys?: readonly string[];
}

/** `body.materialen[0].aantal`: the field as a person reads it, list positions in brackets. */
export function fieldName(context: string, path: ReadonlyArray<PropertyKey>): string {
  let name = context;
  for (const part of path) {
    if (typeof part === 'number') name += `[${part}]`;
    else name += name ? `.${String(part)}` : String(part);
  }
  return name || 'request';
}

/** One message for every issue, each led by the field it concerns. Unknown fields are named one by one. */
export function describeIssues(context: string, issues: readonly FieldIssue[]): string {
  return issues
    .flatMap((issue) =>
      issue.code === 'unrecognized_keys' && issue.keys?.length
        ? issue.keys.map((key) => `${fieldName(context, [...issue.path, key])}: is not a field of this request`)
        : [`${fieldName(context, issue.path)}: ${issue.message}`],
    )
    .join('; ');
}
