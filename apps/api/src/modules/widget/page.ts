/**
 * The widget's page, the document a partner's site frames (docs/decisions/061-leads-and-the-partner-widget.md):
 * plain HTML rendered here, its questions and choices taken from the contract so that they are the
 * wizard's own, and the few lines of script it needs in `assets/frame.js`. No framework: the page
 * must stay small on a listing page's phone.
 */
import {
  creditScoreBands,
  HOUSEHOLD_SIZE_MAX,
  leadConsentText,
  loanTypePreferenceLabels,
  occupationLabels,
  propertyTypeLabels,
  type QuestionnaireField,
  questionnaireQuestions,
  targetedAreaLabels,
  timelineLabels,
} from '@hbw/contract';

export type WidgetPage = {
  publicId: string;
  professionalName: string;
  price: number;
  county: string;
  countyName: string;
  state: string;
  /** Which bot check the lead call asks for: the page solves ALTCHA's proof of work itself. */
  botCheck: 'off' | 'altcha' | 'recaptcha';
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

type Choice = readonly [value: string, label: string];

const yesNo: Choice[] = [
  ['true', 'Yes'],
  ['false', 'No'],
];

const labelled = (labels: Record<string, string>): Choice[] => Object.entries(labels);

/** The questions the wallet preview needs that the partner's page does not answer, in the wizard's order. */
const questions: [QuestionnaireField, Choice[] | 'dollars'][] = [
  [
    'household_size',
    Array.from({ length: HOUSEHOLD_SIZE_MAX }, (_, index) => [
      String(index + 1),
      index + 1 === HOUSEHOLD_SIZE_MAX ? `${index + 1} or more` : String(index + 1),
    ]),
  ],
  ['household_income', 'dollars'],
  ['savings', 'dollars'],
  ['credit_score_band', creditScoreBands.map((band) => [band.value, band.label])],
  ['owned_home_last_3_years', yesNo],
  ['owned_home_last_7_years', yesNo],
  ['parents_owned_home', yesNo],
  ['veteran', yesNo],
  ['occupation', labelled(occupationLabels)],
  ['primary_residence', yesNo],
  ['property_type', labelled(propertyTypeLabels)],
  ['loan_type', labelled(loanTypePreferenceLabels)],
  ['timeline', labelled(timelineLabels)],
  ['student_debt', yesNo],
  ['targeted_area', labelled(targetedAreaLabels)],
];

function question(field: QuestionnaireField, kind: Choice[] | 'dollars'): string {
  const label = escapeHtml(questionnaireQuestions[field]);
  const described = `aria-describedby="${field}-error"`;
  const control =
    kind === 'dollars'
      ? `<input id="${field}" name="${field}" inputmode="numeric" autocomplete="off" required ${described}>`
      : `<select id="${field}" name="${field}" required ${described}><option value="">Choose…</option>${kind
          .map(([value, text]) => `<option value="${escapeHtml(value)}">${escapeHtml(text)}</option>`)
          .join('')}</select>`;
  // The 7-year question follows a "no" to the 3-year one, as in the wizard.
  const hidden = field === 'owned_home_last_7_years' ? ' hidden' : '';
  return `<div class="field" id="${field}-field"${hidden}><label for="${field}">${label}</label>${control}<p class="error" id="${field}-error"></p></div>`;
}

function contactField(name: string, label: string, attributes: string): string {
  return `<div class="field"><label for="${name}">${label}</label><input id="${name}" name="${name}" ${attributes} aria-describedby="${name}-error"><p class="error" id="${name}-error"></p></div>`;
}

export function widgetPage(page: WidgetPage): string {
  const name = escapeHtml(page.professionalName);
  const home = `${money.format(page.price)} in ${escapeHtml(page.countyName)} County`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Help to buy this home, with ${name}</title>
<link rel="stylesheet" href="/widget/frame.css">
<script type="module" src="/widget/frame.js"></script>
</head>
<body>
<main id="widget" data-key="${escapeHtml(page.publicId)}" data-price="${page.price}" data-county="${escapeHtml(page.county)}" data-state="${escapeHtml(page.state)}" data-bot-check="${page.botCheck}">
<h1>What help could you get for this home?</h1>
<p class="home">A home of ${home}. Answer a few questions to see what assistance programs could give you at closing.</p>
<form id="questions" novalidate>
${questions.map(([field, kind]) => question(field, kind)).join('\n')}
<p class="error" id="questions-error" role="alert"></p>
<button type="submit">See my assistance</button>
</form>
<section id="preview" hidden aria-labelledby="preview-heading">
<h2 id="preview-heading" tabindex="-1">Your assistance for this home</h2>
<p id="preview-figures"></p>
<p class="note">An estimate from your answers; a lender will check each program's rules before you rely on it.</p>
<form id="talk" novalidate>
<h3>Talk to ${name}</h3>
${contactField('name', 'Your name', 'autocomplete="name" required maxlength="100"')}
${contactField('email', 'Your email', 'type="email" autocomplete="email" required maxlength="254"')}
${contactField('phone', 'Your phone (optional)', 'type="tel" autocomplete="tel" maxlength="30"')}
<div class="field consent"><input type="checkbox" id="consent" name="consent" required aria-describedby="consent-error"><label for="consent">${escapeHtml(leadConsentText(page.professionalName))}</label><p class="error" id="consent-error"></p></div>
<p class="error" id="talk-error" role="alert"></p>
<button type="submit">Talk to ${name}</button>
</form>
</section>
<section id="sent" hidden aria-labelledby="sent-heading">
<h2 id="sent-heading" tabindex="-1">${name} will be in touch</h2>
<p>We passed your details and answers to ${name}, and to no one else.</p>
</section>
</main>
</body>
</html>
`;
}
