/** How a person is named to others: first and last name, or their email when they gave neither. */
export function personName(person: { firstName: string | null; lastName: string | null; email: string }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email;
}
