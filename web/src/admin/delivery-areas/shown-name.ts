/** A zone's or an area's name as buttons and lists read it: in the back office's language where written, else the other one. */
export function shownName(row: { name: string; nameAr: string }, language: string): string {
  const [first, second] = language === 'ar' ? [row.nameAr, row.name] : [row.name, row.nameAr];
  return first.trim() || second.trim();
}
