/** react-admin's sort as the contacts calls take it (sortField + asc|desc), or nothing. */
export function toContactSort(field: string | undefined, order: string | undefined): { sortField?: string; sortOrder?: 'asc' | 'desc' } {
  // react-admin's default sort is `id`: leave the order to the server, which sorts newest first
  // only when nothing filters the list (SPEC §5) and by name otherwise.
  if (!field || field === 'id' || field === '_id') return {};
  const sortField = field.startsWith('customProperties.') ? field.slice('customProperties.'.length) : field;
  return { sortField, sortOrder: order === 'ASC' ? 'asc' : 'desc' };
}
