import { sql } from 'kysely';
import type { Executor } from './executor';

/** A photo as sharp made it (apps/server/src/lib/photos.ts), ready to store. */
export interface NewWorkOrderPhoto {
  width: number;
  height: number;
  photo: Uint8Array;
  thumbnail: { jpeg: Uint8Array; width: number; height: number };
}

/** What a list shows of a photo: who took it and when, and its size; the bytes are read one by one. */
export interface WorkOrderPhotoRow {
  id: number;
  work_order_id: number;
  taken_by: number;
  taken_by_name: string;
  /** The office's id of the employee who took it, where the office imported him. */
  taken_by_external_id: string | null;
  taken_at: Date;
  width: number;
  height: number;
}

const listed = ['p.id', 'p.work_order_id', 'p.taken_by', 'p.taken_at', 'p.width', 'p.height'] as const;

/** An arbitrary constant: the class of the advisory lock that makes uploads to one order take turns. */
const UPLOAD_LOCK_CLASS = 0x70686f74;

/** A work order's photos; every query is scoped by company and order. */
export function createWorkOrderPhotosRepository(db: Executor) {
  // An order the office removed (deleted_at) shows none of its photos, as it shows nothing else of itself.
  const ofOrder = (companyId: number, orderId: number) =>
    db
      .selectFrom('work_order_photos as p')
      .innerJoin('work_orders as o', (join) =>
        join.onRef('o.id', '=', 'p.work_order_id').onRef('o.company_id', '=', 'p.company_id'),
      )
      .where('o.deleted_at', 'is', null)
      .where('p.company_id', '=', companyId)
      .where('p.work_order_id', '=', orderId);

  return {
    /** The order's photos in the order they were taken. */
    async list(companyId: number, orderId: number): Promise<WorkOrderPhotoRow[]> {
      return ofOrder(companyId, orderId)
        .innerJoin('employees as e', (join) =>
          join.onRef('e.id', '=', 'p.taken_by').onRef('e.company_id', '=', 'p.company_id'),
        )
        .select((eb) => [
          ...listed,
          eb.fn<string>('concat_ws', [eb.val(' '), 'e.first_name', 'e.last_name']).as('taken_by_name'),
          'e.external_id as taken_by_external_id',
        ])
        .orderBy('p.taken_at')
        .orderBy('p.id')
        .execute();
    },

    /**
     * Inside an upload's transaction, before it counts: uploads to the order take turns until each commits, so
     * two at once cannot both count 29 and make 31. The order row's FOR SHARE lock (lockFieldsForSigning) is
     * held by both at once, and upgrading it to FOR UPDATE would deadlock two uploads against each other.
     */
    async lockUploads(orderId: number): Promise<void> {
      await sql`SELECT pg_advisory_xact_lock(${UPLOAD_LOCK_CLASS}::int4, ${orderId}::int4)`.execute(db);
    },

    async count(companyId: number, orderId: number): Promise<number> {
      const row = await ofOrder(companyId, orderId)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Who took the photo, or undefined when the order has no such photo. */
    async findTaker(companyId: number, orderId: number, photoId: number): Promise<{ taken_by: number } | undefined> {
      return ofOrder(companyId, orderId).select('p.taken_by').where('p.id', '=', photoId).executeTakeFirst();
    },

    /** The stored photo's bytes (JPEG); `thumbnail` for the small one. */
    async jpeg(companyId: number, orderId: number, photoId: number, size: 'photo' | 'thumbnail') {
      const row = await ofOrder(companyId, orderId)
        .select(size === 'photo' ? 'p.photo_jpeg as jpeg' : 'p.thumbnail_jpeg as jpeg')
        .where('p.id', '=', photoId)
        .executeTakeFirst();
      return row?.jpeg;
    },

    /** Every thumbnail of the order with its size, in the order taken: what the PDF shows. */
    async thumbnails(companyId: number, orderId: number) {
      return ofOrder(companyId, orderId)
        .select(['p.id', 'p.thumbnail_jpeg', 'p.thumbnail_width', 'p.thumbnail_height', 'p.taken_at'])
        .orderBy('p.taken_at')
        .orderBy('p.id')
        .execute();
    },

    async add(companyId: number, orderId: number, employeeId: number, photo: NewWorkOrderPhoto): Promise<number> {
      const row = await db
        .insertInto('work_order_photos')
        .values({
          company_id: companyId,
          work_order_id: orderId,
          taken_by: employeeId,
          width: photo.width,
          height: photo.height,
          photo_jpeg: photo.photo,
          thumbnail_jpeg: photo.thumbnail.jpeg,
          thumbnail_width: photo.thumbnail.width,
          thumbnail_height: photo.thumbnail.height,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Removes the photo; false when the order has no such photo. */
    async remove(companyId: number, orderId: number, photoId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('work_order_photos')
        .where('company_id', '=', companyId)
        .where('work_order_id', '=', orderId)
        .where('id', '=', photoId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
