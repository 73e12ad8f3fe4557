/** "First Last", tolerating empty parts: a person as every screen and every server text names them. */
export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
