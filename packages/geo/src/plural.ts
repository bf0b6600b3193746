/** "1 venue", "3 venues", "2 people" (plural('person', 2, 'people')): the one plural of every remote. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
