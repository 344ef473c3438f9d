import { describe, expect, it } from 'vitest';
import { describePostgresUrl } from '../../src/db/database';

describe('describePostgresUrl (the start-up log line)', () => {
  it('names host, port and database, never the credentials', () => {
    expect(describePostgresUrl('postgres://me:secret@db.example:6543/bouwwerk')).toBe(
      'postgres://db.example:6543/bouwwerk',
    );
    expect(describePostgresUrl('postgresql://me@localhost/bouwwerk')).toBe('postgres://localhost:5432/bouwwerk');
  });

  it('names the Unix socket a host directory leads to, with its port', () => {
    expect(describePostgresUrl('postgres://me:secret@localhost/bouwwerk?host=/var/run/postgresql')).toBe(
      'postgres at /var/run/postgresql/.s.PGSQL.5432, database bouwwerk',
    );
    expect(describePostgresUrl('postgres://me@localhost/bench?host=/tmp/pg/&port=5433')).toBe(
      'postgres at /tmp/pg/.s.PGSQL.5433, database bench',
    );
  });

  it('names a host the query gives instead of the URL', () => {
    expect(describePostgresUrl('postgres://me@localhost/bouwwerk?host=db.internal')).toBe(
      'postgres://db.internal:5432/bouwwerk',
    );
  });
});
