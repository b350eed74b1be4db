// The widget's page at work (docs/decisions/061-leads-and-the-partner-widget.md): the answers sent to
// the wallet preview, its figures shown, then the buyer's details and consent sent as a lead. A plain
// module, no framework, so that the page stays small; its markup is rendered by the server (page.ts).
const root = document.getElementById('widget');
const config = root.dataset;
const questions = document.getElementById('questions');
const talk = document.getElementById('talk');
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const numbers = new Set(['household_size', 'household_income', 'savings']);
const yesNo = new Set([
  'owned_home_last_3_years',
  'owned_home_last_7_years',
  'parents_owned_home',
  'veteran',
  'primary_residence',
  'student_debt',
]);
let answers = null;

/** Tells the partner's page how tall the widget is, so that its frame shows all of it. */
const fit = () => parent.postMessage({ hbwWidgetHeight: document.documentElement.scrollHeight }, '*');
new ResizeObserver(fit).observe(document.body);

const owned3 = document.getElementById('owned_home_last_3_years');
owned3.addEventListener('change', () => {
  document.getElementById('owned_home_last_7_years-field').hidden = owned3.value !== 'false';
});

function answersOf(form) {
  const read = {
    state: config.state,
    county: config.county,
    city: null,
    target_price: Number(config.price),
    owned_home_last_7_years: null,
  };
  for (const element of form.elements) {
    if (!element.name || element.closest('[hidden]')) continue;
    const value = element.value.trim();
    if (value === '') continue;
    if (numbers.has(element.name)) read[element.name] = Number(value.replace(/[$,\s]/g, ''));
    else if (yesNo.has(element.name)) read[element.name] = value === 'true';
    else read[element.name] = value;
  }
  return read;
}

/** Shows each field's refusal under it, and the rest at the foot of the form; focuses the first. */
function showErrors(form, alertId, problem) {
  for (const element of form.querySelectorAll('[aria-invalid]')) element.removeAttribute('aria-invalid');
  for (const paragraph of form.querySelectorAll('.error')) paragraph.textContent = '';
  const unplaced = [];
  let first = null;
  for (const [field, messages] of Object.entries(problem.errors ?? {})) {
    const name = field.replace(/^answers\./, '');
    const element = form.elements.namedItem(name);
    const paragraph = document.getElementById(`${name}-error`);
    if (element && paragraph) {
      paragraph.textContent = messages.join(' ');
      element.setAttribute('aria-invalid', 'true');
      first ??= element;
    } else unplaced.push(...messages);
  }
  if (!problem.errors || unplaced.length > 0)
    document.getElementById(alertId).textContent = unplaced.join(' ') || problem.message;
  first?.focus();
}

async function sha256Hex(text) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The bot check's token: ALTCHA's proof of work, solved here; none when the check is off. */
async function botCheckHeaders() {
  if (config.botCheck !== 'altcha') return {};
  const { data } = await (await fetch('/api/bot-check/challenge')).json();
  for (let number = 0; number <= data.maxnumber; number++) {
    if ((await sha256Hex(data.salt + number)) === data.challenge) {
      const { algorithm, challenge, salt, signature } = data;
      return { 'x-bot-check': btoa(JSON.stringify({ algorithm, challenge, number, salt, signature })) };
    }
  }
  return {};
}

async function send(path, body, headers = {}) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({ message: 'Something went wrong. Please try again.' }));
  return { ok: response.ok, answer };
}

async function busy(form, work) {
  const button = form.querySelector('button[type="submit"]');
  button.disabled = true;
  try {
    await work();
  } catch {
    showErrors(form, `${form.id}-error`, { message: 'We could not reach Homebuyer Wizard. Please try again.' });
  } finally {
    button.disabled = false;
  }
}

questions.addEventListener('submit', (event) => {
  event.preventDefault();
  void busy(questions, async () => {
    const read = answersOf(questions);
    const { ok, answer } = await send('/api/wizard/answers/preview', read);
    if (!ok) return showErrors(questions, 'questions-error', answer);
    showErrors(questions, 'questions-error', { errors: {} });
    answers = read;
    const { wallet, results } = answer.data;
    const upTo = wallet.up_to_total > wallet.total ? `, and up to ${money.format(wallet.up_to_total)}` : '';
    document.getElementById('preview-figures').textContent =
      `${money.format(wallet.total)} at closing${upTo}, from ${results.length} program${results.length === 1 ? '' : 's'} you may qualify for.`;
    document.getElementById('preview').hidden = false;
    document.getElementById('preview-heading').focus();
  });
});

talk.addEventListener('submit', (event) => {
  event.preventDefault();
  void busy(talk, async () => {
    const ancestors = location.ancestorOrigins;
    const referrer = document.referrer ? new URL(document.referrer).origin : null;
    const body = {
      key: config.key,
      name: talk.elements.name.value,
      email: talk.elements.email.value,
      phone: talk.elements.phone.value,
      answers,
      // The box unticked is sent as it is, so that the server's refusal names it.
      consent: talk.elements.consent.checked,
      source_origin: ancestors?.length ? ancestors[0] : referrer,
    };
    const { ok, answer } = await send('/api/widget/leads', body, await botCheckHeaders());
    if (!ok) return showErrors(talk, 'talk-error', answer);
    document.getElementById('preview').hidden = true;
    document.getElementById('questions').hidden = true;
    document.getElementById('sent').hidden = false;
    document.getElementById('sent-heading').focus();
  });
});
