// The demo form's script: urlbnf/form judges the field as the user types;
// this shows the RFC's message and where the URL fails under it, selects
// the failing character on demand, and "submits" without a network (the
// browser calls the submit handler only when every field is valid).
import { attach } from 'urlbnf/form';

const input = document.getElementById('url');
const message = document.getElementById('message');
const offset = document.getElementById('offset');
const selectError = document.getElementById('select-error');
const status = document.getElementById('status');
const field = attach(input, { rfc: '3986', rule: 'URI' });

// Where the value fails, in characters as the user counts them (a
// surrogate pair is one): offset16 counts UTF-16 units.
function where(value, at) {
  if (at === null) {
    return '';
  }
  const before = Array.from(value.slice(0, at)).length;
  return at === value.length ? 'It ends too soon, after character ' + before + '.'
    : 'It fails at character ' + (before + 1) + '.';
}

input.addEventListener('urlbnf:verdict', () => {
  const at = field.offset16;
  message.textContent = field.message;
  offset.textContent = where(input.value, at);
  input.setAttribute('aria-invalid', String(at !== null));
  selectError.hidden = at === null;
  status.textContent = '';
});
selectError.addEventListener('click', () => field.selectError());
document.getElementById('form').addEventListener('submit', (event) => {
  event.preventDefault();
  status.textContent = 'Submitted: ' + input.value;
});
field.ready.then(() => {
  document.body.dataset.ready = 'true';
});
