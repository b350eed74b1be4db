/** A program or a professional to filter a list by, as the filters' selects offer them. */
export type Choice = { id: number; label: string };

/** The select's options: everything first (no filter), then each choice by id. */
export function choiceData(everything: string, choices: readonly Choice[]) {
  return [
    { value: '', label: everything },
    ...choices.map((choice) => ({ value: String(choice.id), label: choice.label })),
  ];
}

/** The id a select's value names, or no filter. */
export const idOfChoice = (value: string) => (value ? Number(value) : undefined);
