import type { Executor } from './executor';

/** Office users' passkeys, and the challenges of the attempts to add or use one. */
export function createOfficePasskeysRepository(db: Executor) {
  return {
    /** A challenge for one attempt; expired ones of anyone go at the same time. */
    async addChallenge(challenge: {
      challenge: string;
      purpose: 'register' | 'sign_in';
      userId: number | null;
      now: Date;
      validMs: number;
    }) {
      await db.deleteFrom('office_passkey_challenges').where('expires_at', '<', challenge.now).execute();
      const row = await db
        .insertInto('office_passkey_challenges')
        .values({
          challenge: challenge.challenge,
          purpose: challenge.purpose,
          office_user_id: challenge.userId,
          expires_at: new Date(challenge.now.getTime() + challenge.validMs),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Takes a challenge, once: deleted as it is read, so no answer can be replayed against it. */
    async takeChallenge(id: number, purpose: 'register' | 'sign_in', userId: number | null, now: Date) {
      let query = db
        .deleteFrom('office_passkey_challenges')
        .where('id', '=', id)
        .where('purpose', '=', purpose)
        .where('expires_at', '>', now);
      query = userId === null ? query.where('office_user_id', 'is', null) : query.where('office_user_id', '=', userId);
      const row = await query.returning('challenge').executeTakeFirst();
      return row?.challenge;
    },

    async listOf(companyId: number, userId: number) {
      return db
        .selectFrom('office_passkeys')
        .select([
          'id',
          'credential_id as credentialId',
          'transports',
          'name',
          'created_at as createdAt',
          'last_used_at as lastUsedAt',
        ])
        .where('company_id', '=', companyId)
        .where('office_user_id', '=', userId)
        .orderBy('id')
        .execute();
    },

    async add(passkey: {
      companyId: number;
      userId: number;
      credentialId: string;
      publicKey: Uint8Array;
      counter: number;
      transports: string[];
      name: string;
      now: Date;
    }) {
      return db
        .insertInto('office_passkeys')
        .values({
          company_id: passkey.companyId,
          office_user_id: passkey.userId,
          credential_id: passkey.credentialId,
          public_key: passkey.publicKey,
          counter: passkey.counter,
          transports: passkey.transports,
          name: passkey.name,
          created_at: passkey.now,
        })
        .onConflict((oc) => oc.column('credential_id').doNothing())
        .returning(['id', 'name', 'created_at as createdAt', 'last_used_at as lastUsedAt'])
        .executeTakeFirst();
    },

    /** The passkey a sign-in presents, with its active user; locked, as its counter is about to move. */
    async findForSignIn(credentialId: string) {
      return db
        .selectFrom('office_passkeys as p')
        .innerJoin('office_users as u', 'u.id', 'p.office_user_id')
        .select(['p.id', 'p.public_key as publicKey', 'p.counter', 'p.transports', 'u.id as userId', 'u.active'])
        .where('p.credential_id', '=', credentialId)
        .forUpdate('p')
        .executeTakeFirst();
    },

    async used(id: number, counter: number, now: Date) {
      await db.updateTable('office_passkeys').set({ counter, last_used_at: now }).where('id', '=', id).execute();
    },

    async remove(companyId: number, userId: number, id: number) {
      return db
        .deleteFrom('office_passkeys')
        .where('company_id', '=', companyId)
        .where('office_user_id', '=', userId)
        .where('id', '=', id)
        .returning(['id', 'name'])
        .executeTakeFirst();
    },
  };
}
