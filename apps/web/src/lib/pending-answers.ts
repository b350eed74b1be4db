/**
 * A visitor's questionnaire answers, kept in this browser until they have an account: the visitor's
 * wallet is computed from them, and signing up or in saves them to the account. Only answers live
 * here, never anything that opens a session. They are checked with the questionnaire's schemas,
 * loaded when there is something to check: `/questionaire` works before zod is run (decision 037).
 */
import type { QuestionnaireDraft } from '@hbw/contract';
import { api } from './api-client';

const storageKey = 'hbw-pending-answers';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (a privacy setting): the answers live as long as the page.
    return null;
  }
}

/**
 * The answers kept so far; anything unreadable (edited by hand, an older shape) counts as none. A
 * county kept as typed, before it became a choice, is no county: the visitor picks it again.
 */
export async function readPendingAnswers(): Promise<QuestionnaireDraft> {
  const text = storage()?.getItem(storageKey);
  if (!text) return {};
  const { questionnaireDraftSchema } = await import('@hbw/contract');
  try {
    const kept = JSON.parse(text);
    if (typeof kept?.county === 'string' && !/^\d{5}$/.test(kept.county)) kept.county = null;
    const parsed = questionnaireDraftSchema.safeParse(kept);
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function writePendingAnswers(answers: QuestionnaireDraft): void {
  storage()?.setItem(storageKey, JSON.stringify(answers));
}

export function clearPendingAnswers(): void {
  storage()?.removeItem(storageKey);
}

/**
 * Saves a visitor's kept answers to the account that just signed in, finishing the questionnaire when
 * they are all there, then forgets them. The answers a visitor just gave win over older saved ones.
 */
export async function claimPendingAnswers(): Promise<void> {
  const answers = await readPendingAnswers();
  if (Object.keys(answers).length === 0) return;
  const { questionnaireAnswersSchema } = await import('@hbw/contract');
  const complete = questionnaireAnswersSchema.safeParse(answers).success;
  await api.put('wizard/answers', { ...answers, ...(complete ? { complete } : {}) });
  clearPendingAnswers();
}
