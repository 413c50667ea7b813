/** products + product_i18n: the options of the contact form. */
import type { Db } from "./db.ts";
import type { Lang } from "../schemas/common.ts";
import type { ProductOption } from "../schemas/responses.ts";

/** Products in display order, named in `lang`. */
export async function listProducts(db: Db, lang: Lang): Promise<ProductOption[]> {
  const { results } = await db
    .prepare(
      `SELECT p.id, i.name FROM products p
       JOIN product_i18n i ON i.product_id = p.id AND i.language = ?1
       ORDER BY p.sort_order, p.id`,
    )
    .bind(lang)
    .all<{ id: string; name: string }>();
  return results.map((r) => ({ id: r.id, name: r.name }));
}

/** The product's name in `lang`, or null when the id is unknown. */
export async function productName(db: Db, id: string, lang: Lang): Promise<string | null> {
  const row = await db.prepare(`SELECT name FROM product_i18n WHERE product_id = ?1 AND language = ?2`).bind(id, lang).first<{ name: string }>();
  return row?.name ?? null;
}
