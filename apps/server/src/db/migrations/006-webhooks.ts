import type { Kysely } from 'kysely';
import { executeStatements } from '../execute-statements';

/**
 * Webhooks (docs/integration.md#webhooks-registrations-pushed-to-you). The outbox is registration_changes (migration
 * 005), written by triggers in the transaction of each registration change; the dispatcher turns what a webhook has not
 * yet seen of it into webhook_deliveries, in one transaction with moving the webhook's cursor past it, and sends those.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    -- One per company. secret is the Standard Webhooks signing secret (whsec_...): a shared secret the server
    -- needs in the clear to sign, unlike a password. (feed_tx, feed_seq) is how far the change feed was turned
    -- into deliveries, as the feed's own position (from the start; changes made before created_at are passed
    -- over). The last_* columns are the outcome of the latest successful and failed attempts, for the API.
    CREATE TABLE webhooks (
      id serial PRIMARY KEY,
      company_id integer NOT NULL UNIQUE REFERENCES companies(id) ON DELETE CASCADE,
      url text NOT NULL,
      events text[] NOT NULL,
      secret text NOT NULL,
      feed_tx xid8 NOT NULL DEFAULT '0',
      feed_seq bigint NOT NULL DEFAULT 0,
      last_success_at timestamptz,
      last_failure_at timestamptz,
      last_failure_status_code integer,
      last_failure_error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    -- One change sent to one webhook. message_id is its webhook-id header, the same on every retry; body is
    -- kept as sent, so every retry carries the same bytes. A sender holds one by lease (lease_owner,
    -- lease_until) while the HTTP request runs, outside any transaction.
    CREATE TABLE webhook_deliveries (
      id bigserial PRIMARY KEY,
      webhook_id integer NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
      message_id text NOT NULL UNIQUE,
      change_id bigint NOT NULL,
      event text NOT NULL,
      registration_kind text NOT NULL,
      registration_id bigint NOT NULL,
      body text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      lease_owner text,
      lease_until timestamptz,
      last_attempt_at timestamptz,
      last_status_code integer,
      last_error text,
      delivered_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (webhook_id, change_id)
    );
    -- What is due, and whether an earlier change of the same registration is still pending (order per registration).
    CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at, id) WHERE status = 'pending';
    CREATE INDEX webhook_deliveries_registration_idx ON webhook_deliveries (webhook_id, registration_kind, registration_id, id) WHERE status = 'pending';
    -- The API's list per webhook, and the latest success and failure of its state.
    CREATE INDEX webhook_deliveries_webhook_idx ON webhook_deliveries (webhook_id, id);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    DROP TABLE webhook_deliveries;
    DROP TABLE webhooks;
  `,
  );
}
