import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { preparedQuery } from '../../database/prepared-queries';
import { shopDayStart } from './shop-day';

/**
 * The goods' lines of the shop's sales and returns made in the range ($1 the shop, $2 and $3 the first days of the
 * first month and of the month after the last), a return's with the sign −1 on the return's day and credited to
 * whoever made the sale. A job's line is its job's revenue (the repairs' report), never the sales'.
 * The lines and the original sale are read per sale by their indexes (sale_lines_line_key, sales_pkey): OFFSET 0
 * keeps the planner from hashing every shop's lines and sales instead (EXPLAIN: 470 ms → 80 ms for 2,100 sales of
 * a month among 65,000).
 */
const GOODS = `
  SELECT l.category, l.quantity, l.net_total, l.cost_price,
         CASE WHEN s.kind = 'sale' THEN 1 ELSE -1 END AS sign,
         COALESCE(o.author_id, s.author_id) AS author_id, COALESCE(o.author_name, s.author_name) AS author_name
    FROM sales s
    CROSS JOIN LATERAL (SELECT category, quantity, net_total, cost_price FROM sale_lines
                         WHERE sale_id = s.id AND kind <> 'job' OFFSET 0) AS l
    LEFT JOIN LATERAL (SELECT author_id, author_name FROM sales WHERE id = s.original_sale_id OFFSET 0) AS o ON true
   WHERE s.business_id = $1 AND s.created_at >= ${shopDayStart('$2')} AND s.created_at < ${shopDayStart('$3')}`;

/** Figures of a group as pg's exact text; a cost unknown (NULL) counts 0 and its revenue is summed apart. */
const FIGURES = `COALESCE(SUM(sign * quantity), 0)::int AS quantity, COALESCE(SUM(sign * net_total), 0) AS revenue,
  COALESCE(SUM(sign * COALESCE(cost_price, 0) * quantity), 0) AS cost,
  COALESCE(SUM(sign * net_total) FILTER (WHERE cost_price IS NULL), 0) AS "unknownCostRevenue"`;

export interface SalesFiguresRow {
  quantity: number;
  revenue: string;
  cost: string;
  unknownCostRevenue: string;
}

/** The profit report's counter sales: one range of sales_business_created_idx, the lines by (sale_id, line_no). */
@Injectable()
export class SalesProfitRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Per product category (null: none), most revenue first. */
  byCategory(range: [string, string, string]): Promise<(SalesFiguresRow & { category: string | null })[]> {
    return preparedQuery<SalesFiguresRow & { category: string | null }>(
      this.dataSource,
      `SELECT category, ${FIGURES} FROM (${GOODS}) AS goods GROUP BY category
        ORDER BY revenue DESC, category NULLS LAST`,
      range,
    );
  }

  /** Per seller (the commission's base), most revenue first. */
  byWorker(range: [string, string, string]): Promise<(SalesFiguresRow & { authorId: string; name: string })[]> {
    return preparedQuery<SalesFiguresRow & { authorId: string; name: string }>(
      this.dataSource,
      `SELECT author_id AS "authorId", max(author_name) AS name, ${FIGURES} FROM (${GOODS}) AS goods
        GROUP BY author_id ORDER BY revenue DESC, name, author_id`,
      range,
    );
  }
}
