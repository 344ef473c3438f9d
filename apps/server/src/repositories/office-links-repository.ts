import type { OfficeRole } from '@bouwwerk/domain';
import type { Executor } from './executor';

export type LinkPurpose = 'invitation' | 'password';

const PENDING_COLUMNS = ['id', 'email', 'name', 'role', 'purpose', 'expires_at as expiresAt'] as const;

/** The one-time links that set an office password: only the SHA-256 of a link's token is stored. */
export function createOfficeLinksRepository(db: Executor) {
  return {
    async create(link: {
      companyId: number;
      tokenHash: Uint8Array;
      purpose: LinkPurpose;
      userId: number | null;
      email: string;
      name: string;
      role: OfficeRole;
      createdBy: number | null;
      now: Date;
      expiresAt: Date;
    }) {
      return db
        .insertInto('office_links')
        .values({
          company_id: link.companyId,
          token_hash: link.tokenHash,
          purpose: link.purpose,
          office_user_id: link.userId,
          email: link.email,
          name: link.name,
          role: link.role,
          created_by: link.createdBy,
          created_at: link.now,
          expires_at: link.expiresAt,
        })
        .returning(PENDING_COLUMNS)
        .executeTakeFirstOrThrow();
    },

    /** A link by its token, used or not, with its company; `forUpdate` when it is about to be used. */
    async findByToken(tokenHash: Uint8Array, { forUpdate = false } = {}) {
      let query = db
        .selectFrom('office_links as l')
        .innerJoin('companies as c', 'c.id', 'l.company_id')
        .select([
          'l.id',
          'l.company_id as companyId',
          'l.purpose',
          'l.office_user_id as userId',
          'l.email',
          'l.name',
          'l.role',
          'l.expires_at as expiresAt',
          'l.used_at as usedAt',
          'l.withdrawn_at as withdrawnAt',
          'c.code as companyCode',
          'c.name as companyName',
        ])
        .where('l.token_hash', '=', tokenHash);
      if (forUpdate) query = query.forUpdate('l');
      return query.executeTakeFirst();
    },

    async pending(companyId: number, now: Date) {
      return db
        .selectFrom('office_links')
        .select(PENDING_COLUMNS)
        .where('company_id', '=', companyId)
        .where('used_at', 'is', null)
        .where('withdrawn_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('id')
        .execute();
    },

    async markUsed(id: number, now: Date) {
      await db.updateTable('office_links').set({ used_at: now }).where('id', '=', id).execute();
    },

    /** Withdraws a pending link; the link as it was, or undefined when there is none to withdraw. */
    async withdraw(companyId: number, id: number, now: Date) {
      return db
        .updateTable('office_links')
        .set({ withdrawn_at: now })
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('withdrawn_at', 'is', null)
        .returning(PENDING_COLUMNS)
        .executeTakeFirst();
    },

    /** A new link for the same person replaces the old ones: only the newest can be used. */
    async withdrawOthersFor(companyId: number, email: string, now: Date) {
      await db
        .updateTable('office_links')
        .set({ withdrawn_at: now })
        .where('company_id', '=', companyId)
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .where('used_at', 'is', null)
        .where('withdrawn_at', 'is', null)
        .execute();
    },
  };
}
