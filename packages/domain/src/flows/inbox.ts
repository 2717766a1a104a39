/**
 * The inbox's selection (both apps' edit mode): the messages ticked, with one more ticked or unticked. A new set, so
 * React sees the change; the one given is left as it was.
 */
export function toggleSelected<T>(selected: ReadonlySet<T>, id: T): Set<T> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
