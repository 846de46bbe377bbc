/**
 * Parses and re-renders the `CREATE [UNIQUE] INDEX` strings of a collection's `indexes`, so that
 * identifiers are always re-quoted by us and the index targets the collection's own table.
 */
interface IndexColumn {
  name: string;
  collate: string;
  sort: '' | 'ASC' | 'DESC';
}

export interface ParsedIndex {
  unique: boolean;
  name: string;
  table: string;
  columns: IndexColumn[];
  where: string;
}

const IDENT = String.raw`(?:\x60[^\x60]+\x60|"[^"]+"|\[[^\]]+\]|[\w.]+)`;
const RE = new RegExp(
  String.raw`^\s*create\s+(unique\s+)?index\s+(?:if\s+not\s+exists\s+)?(${IDENT})\s+on\s+(${IDENT})\s*\(([\s\S]*?)\)\s*(?:where\s+([\s\S]+?))?\s*;?\s*$`,
  'i',
);

const unquote = (s: string) => s.replace(/^[`"[]|[`"\]]$/g, '');

export function parseIndex(sql: string): ParsedIndex | null {
  const m = RE.exec(sql);
  if (!m) return null;
  const columns: IndexColumn[] = [];
  for (const part of m[4]!.split(',')) {
    const cm = new RegExp(String.raw`^\s*(${IDENT})(?:\s+collate\s+(\w+))?(?:\s+(asc|desc))?\s*$`, 'i').exec(part);
    if (!cm) return null;
    columns.push({
      name: unquote(cm[1]!),
      collate: cm[2] ?? '',
      sort: (cm[3]?.toUpperCase() ?? '') as IndexColumn['sort'],
    });
  }
  if (columns.length === 0) return null;
  return { unique: !!m[1], name: unquote(m[2]!), table: unquote(m[3]!), columns, where: m[5]?.trim() ?? '' };
}

/** Renders the index for `table` with safely quoted identifiers. */
export function renderIndex(ix: ParsedIndex, table: string, quote: (s: string) => string): string {
  const cols = ix.columns
    .map((c) => [quote(c.name), c.collate ? `COLLATE ${c.collate}` : '', c.sort].filter(Boolean).join(' '))
    .join(', ');
  const where = ix.where ? ` WHERE ${ix.where}` : '';
  return `CREATE ${ix.unique ? 'UNIQUE ' : ''}INDEX ${quote(ix.name)} ON ${quote(table)} (${cols})${where}`;
}
