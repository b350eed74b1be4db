/**
 * The questions a page answers in place, by the page's path: the web app shows them on the page, and
 * the API declares them in the page's head to search engines (a schema.org FAQPage), so the two
 * always say the same.
 */
import type { PagePath } from './routes.ts';

export type QuestionAndAnswer = { question: string; answer: string };

export const questionsPeopleAsk = {
  '/getting-started': [
    {
      question: 'Does it cost anything?',
      answer: 'No. Homebuyer Wizard is free for home buyers, and so are the calls you book through it.',
    },
    {
      question: 'Will this affect my credit score?',
      answer:
        'No. We never pull your credit. You tell us a range, and the lender checks it only if you decide to apply.',
    },
    {
      question: 'Is the amount I see guaranteed?',
      answer:
        "No. It is an estimate from each program's published rules. The program and your lender confirm eligibility, and some programs run out of money during the year, so it pays to move early.",
    },
    {
      question: 'Do I have to be a first-time buyer?',
      answer:
        'Not always. More than a third of programs have no first-time rule, and most that do count you as first-time if you have not owned your home in the last three years. Veterans are often exempt.',
    },
    {
      question: 'Why a participating lender?',
      answer:
        'Most programs are delivered only through lenders they have approved, who arrange your mortgage and the assistance together. We show you the ones that take part in the programs you may qualify for, nearest first.',
    },
  ],
  '/pricing': [
    {
      question: 'How do you make money?',
      answer:
        'During our launch, we do not. When we introduce a price for professionals it will be a published, flat fee on this page, announced to them well in advance. Buyers will still pay nothing.',
    },
    {
      question: 'Do lenders pay to be shown first?',
      answer:
        'No. The participating lenders in My PALs are listed by distance from you, not by who pays. Programs are listed by how likely you are to qualify and by amount.',
    },
    {
      question: 'Do you sell my information?',
      answer: 'No, never. Your details go only to the professional you choose to book, as our privacy policy explains.',
    },
  ],
} as const satisfies Partial<Record<PagePath, readonly QuestionAndAnswer[]>>;

/** The questions the page at `path` (a route-table path) answers, if it answers any. */
export function questionsOfPage(path: string): readonly QuestionAndAnswer[] | undefined {
  return Object.hasOwn(questionsPeopleAsk, path)
    ? questionsPeopleAsk[path as keyof typeof questionsPeopleAsk]
    : undefined;
}
