/**
 * The steps a feature adds to a write of its records (the door is what features plug into). The door's
 * Document Service middleware (data/door/middleware.ts) asks each step of the record's type, before the
 * write runs, whether it has work: `plan` reads what it needs (the record's rows before the change) and
 * takes its own parameter out of the call. When one has, the write and the step's work run in one
 * transaction, the step's `after` once the record is stored. The series of an event is such a step
 * (features/series/step.ts): at `updateRecord`, the call's `series` parameter says what it asks of it.
 */

/** A Document Service call as the door sees it: the content type, the action and its parameters. */
export interface DocumentCall {
  uid: string;
  action: string;
  params: { documentId?: string; locale?: string; data?: Record<string, unknown>; [name: string]: unknown };
}

/** A step's work for one call, decided before the write. */
export interface PlannedStep {
  /** Runs in the write's transaction once the record is stored (`result`: what the Document Service answered). */
  after(result: unknown): Promise<void>;
}

export interface WriteStep {
  /** The step's work for this call, or null when it has none (the write then runs as it is). */
  plan(call: DocumentCall): Promise<PlannedStep | null>;
}

/** The steps of each app (an app booted again in the same process starts with none). */
const stepsOf = new WeakMap<object, Map<string, WriteStep[]>>();

/** Adds a step to every write of a content type (at register time). */
export function addWriteStep(strapi: object, uid: string, step: WriteStep): void {
  const steps = stepsOf.get(strapi) ?? new Map<string, WriteStep[]>();
  stepsOf.set(strapi, steps.set(uid, [...(steps.get(uid) ?? []), step]));
}

/** The planned steps of one call, in the order they were added. */
export async function planSteps(strapi: object, call: DocumentCall): Promise<PlannedStep[]> {
  const planned: PlannedStep[] = [];
  for (const step of stepsOf.get(strapi)?.get(call.uid) ?? []) {
    const work = await step.plan(call);
    if (work) planned.push(work);
  }
  return planned;
}
