// urlbnf/form: a text field of a form judged by an RFC's grammar as the
// user types, through the browser's own constraint validation: the field
// is :invalid, form.reportValidity() shows the RFC's message and a submit
// is blocked while it holds a URL the grammar rejects. assemble.mjs copies
// this file to dist/form.mjs, beside the browsers' entry it imports, so
// that a page, a bundler and an import map load the one module that the
// page's own `import 'urlbnf'` loads.
import { check, ready } from './urlbnf.mjs';

const OPTIONS = ['rfc', 'rule', 'event'];

export const VERDICT_EVENT = 'urlbnf:verdict';

function describe(value) {
  if (value === null || value === undefined) {
    return String(value);
  }
  return typeof value === 'object' ? 'an object' : 'a ' + typeof value;
}

// The UTF-16 units of the character at `index` of `text`: 2 for a
// surrogate pair, 0 at the end.
function unitsAt(text, index) {
  if (index >= text.length) {
    return 0;
  }
  const c = text.codePointAt(index);
  return c > 0xffff ? 2 : 1;
}

// Judges `input`'s value by the grammar and rule of `options` ({rfc, rule}
// as check() takes them; event: false to dispatch no urlbnf:verdict event)
// on every input event, once the module is ready, and returns the
// controller of the field. An empty field is valid: whether one may be
// empty is the `required` attribute's, which the browser checks.
export function attach(input, options) {
  if (input === null || typeof input !== 'object' || typeof input.setCustomValidity !== 'function' ||
      typeof input.setSelectionRange !== 'function') {
    throw new TypeError('urlbnf/form.attach: the first argument must be a text <input> element, not ' +
      describe(input));
  }
  const given = options === undefined || options === null ? {} : options;
  if (typeof given !== 'object' || Array.isArray(given)) {
    throw new TypeError('urlbnf/form.attach: options must be an object such as {rfc: "3986", rule: "URI"}, not ' +
      describe(given));
  }
  for (const key in given) {
    if (!OPTIONS.includes(key)) {
      throw new TypeError('urlbnf/form.attach: unknown option "' + key + '": its options are ' + OPTIONS.join(', '));
    }
  }
  const rule = { rfc: given.rfc, rule: given.rule };
  const dispatch = given.event !== false;

  let verdict = null;
  let attached = true;

  function validate() {
    if (!attached) {
      return null;
    }
    const value = input.value;
    verdict = value === '' ? null : check(value, rule);
    input.setCustomValidity(verdict === null || verdict.valid ? '' : verdict.error.message);
    if (dispatch) {
      input.dispatchEvent(new CustomEvent(VERDICT_EVENT, { bubbles: true, detail: controller }));
    }
    return verdict;
  }

  const controller = {
    get input() {
      return input;
    },
    // check()'s verdict on the value, null while the field is empty or
    // the module not ready.
    get verdict() {
      return verdict;
    },
    get valid() {
      return verdict === null || verdict.valid;
    },
    // Where the value fails, as a UTF-16 index of input.value (what a
    // selection takes), and why: null when it does not.
    get offset16() {
      return verdict === null || verdict.valid ? null : verdict.error.offset16;
    },
    get message() {
      return verdict === null || verdict.valid ? '' : verdict.error.message;
    },
    // Judges the value now: after a script sets input.value, which raises
    // no input event.
    validate,
    // Focuses the field and selects the character that fails (both units
    // of a surrogate pair; the caret at the end when the value ends too
    // soon). False, and nothing done, when the value does not fail.
    selectError() {
      const at = controller.offset16;
      if (at === null) {
        return false;
      }
      input.focus();
      input.setSelectionRange(at, at + unitsAt(input.value, at));
      return true;
    },
    // Stops judging and clears the custom validity the field was given.
    detach() {
      if (attached) {
        attached = false;
        input.removeEventListener('input', validate);
        input.setCustomValidity('');
        verdict = null;
      }
    },
    // Resolves with the first verdict once the module is ready; rejects
    // with check()'s RangeError when rfc or rule names no grammar or rule.
    ready: ready.then(() => {
      check('', rule);
      if (attached) {
        input.addEventListener('input', validate);
      }
      return validate();
    }),
  };
  return controller;
}
