// urlbnf/form: a text field judged by an RFC's grammar as the user types,
// through the browser's constraint validation (setCustomValidity).
import type { Verdict } from './index.js';

/** The name of the event a field raises after each verdict (bubbling; its
 * detail is the field's controller). */
export declare const VERDICT_EVENT: 'urlbnf:verdict';

export interface AttachOptions {
  /** The grammar, "3986" when absent. */
  rfc?: string;
  /** The production the value must match, the grammar's default rule
   * (URI-reference for RFC 3986) when absent; "URI" for an absolute URI. */
  rule?: string | null;
  /** false: raise no urlbnf:verdict events. */
  event?: boolean;
}

export interface FormController {
  readonly input: HTMLInputElement;
  /** check()'s verdict on the value; null while the field is empty (valid
   * here: `required` says whether it may be empty) or the module is not
   * ready. */
  readonly verdict: Verdict | null;
  readonly valid: boolean;
  /** The UTF-16 index of input.value where it fails, null when it does not. */
  readonly offset16: number | null;
  /** The RFC's message the field's validationMessage shows, "" when valid. */
  readonly message: string;
  /** Judges the value now (after a script sets input.value). */
  validate(): Verdict | null;
  /** Focuses the field and selects the failing character; false when none. */
  selectError(): boolean;
  /** Stops judging; the field's custom validity is cleared. */
  detach(): void;
  /** The first verdict, once the module is ready; rejected with a
   * RangeError for an unknown grammar or rule. */
  readonly ready: Promise<Verdict | null>;
}

/** Judges `input`'s value on every input event, once the module is ready. */
export declare function attach(input: HTMLInputElement, options?: AttachOptions): FormController;

declare global {
  interface HTMLElementEventMap {
    'urlbnf:verdict': CustomEvent<FormController>;
  }
}
