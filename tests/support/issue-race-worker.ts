// Test support: one app process issuing `count` documents at once on the store of DATABASE_URL
// (PostgreSQL) or DATA_DIR (SQLite), as two staff on two app processes would. Prints the
// numbers it got as JSON. Run by src/features/documents/server/store.numbering-race.test.ts.
import { connect } from '@/server/db/connect';
import { writeTransaction } from '@/server/db/write-transaction';
import { storeDocument } from '@/features/documents/server/store';

const count = Number(process.argv[2] ?? 25);
const handle = connect(
  process.env.DATABASE_URL
    ? { databaseUrl: process.env.DATABASE_URL }
    : { dataDir: process.env.DATA_DIR },
);
const numbers = await Promise.all(
  Array.from({ length: count }, (_, i) =>
    writeTransaction(handle, (trx) =>
      storeDocument(trx, {
        leadKind: 'booking',
        leadId: `lead-${process.pid}-${i}`,
        kind: 'invoice',
        issuedBy: 'race',
        issuedByName: null,
        build: (number, issuedOn, issuedAt) => ({ number, issuedOn, issuedAt }) as never,
      }),
    ).then((row) => row.number),
  ),
);
await handle.close();
process.stdout.write(JSON.stringify(numbers));
