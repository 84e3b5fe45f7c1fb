import type { Area } from '@trace/contract/org';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Children of an area, named in the request's language where the data has it. */
export async function areasUnder(app: FastifyInstance, request: FastifyRequest, parentCode: string): Promise<Area[]> {
  const rows = await app.db.query<{
    code: string;
    name: string;
    names: Record<string, string> | null;
    parent_code: string;
    level: number;
    has_children: boolean;
  }>(
    `SELECT a.code, a.name, a.names, a.parent_code, a.level,
            EXISTS (SELECT 1 FROM address_areas c WHERE c.parent_code = a.code) AS has_children
     FROM address_areas a WHERE a.parent_code = $1
     ORDER BY CASE WHEN a.code = 'CN' THEN 0 ELSE 1 END, a.code`,
    [parentCode],
  );
  return rows.map((row) => ({
    code: row.code,
    name: row.names?.[request.lang] ?? row.name,
    parent_code: row.parent_code,
    level: Number(row.level),
    has_children: Boolean(row.has_children),
  }));
}
