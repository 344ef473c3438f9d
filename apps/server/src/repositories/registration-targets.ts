import { sql } from 'kysely';

/**
 * What a registration `r` was booked on, as the office names it: its work order, else its project, else its
 * indirect type, with the label the console shows. `r` needs the three ids and `company_id`; the labels come
 * from TARGET_JOINS.
 */
export const TARGET_COLUMNS = sql`
  CASE WHEN r.work_order_id IS NOT NULL THEN 'workOrder' WHEN r.project_id IS NOT NULL THEN 'project'
    WHEN r.indirect_work_type_id IS NOT NULL THEN 'indirect' END AS target_kind,
  coalesce(r.work_order_id, r.project_id, r.indirect_work_type_id) AS target_id,
  CASE WHEN r.work_order_id IS NOT NULL THEN trim(concat_ws(' ', wo.nummer, wo.description))
    WHEN r.project_id IS NOT NULL THEN trim(concat_ws(' ', pr.code, pr.description))
    ELSE coalesce(i.omschrijving, '') END AS target_label`;

export const TARGET_JOINS = sql`
  LEFT JOIN work_orders wo ON wo.company_id = r.company_id AND wo.id = r.work_order_id
  LEFT JOIN projects pr ON pr.company_id = r.company_id AND pr.id = r.project_id
  LEFT JOIN indirect_work_types i ON i.company_id = r.company_id AND i.id = r.indirect_work_type_id`;
