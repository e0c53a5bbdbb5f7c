/**
 * The status fields whose value the editor chose in the open form (the field's select, or Publish): a
 * record not stored yet starts as a draft until then (fields/PostStatus). Kept outside React so that
 * Publish, a document action, can say so; a new form of the field starts afresh.
 */
const chosen = new Set<string>();

export const markStatusChosen = (name: string): void => void chosen.add(name);
export const isStatusChosen = (name: string): boolean => chosen.has(name);
export const forgetStatusChoice = (name: string): void => void chosen.delete(name);
