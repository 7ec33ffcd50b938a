import 'server-only';
import type { Kysely, Selectable } from 'kysely';
import type { ContactMessage } from '@/lib/schemas/contact';
import type { ContactMessagesTable, Database } from '../schema';
import { insertLead } from './insert-lead';

export type ContactMessageRow = Selectable<ContactMessagesTable>;

export function insertContactMessage(
  db: Kysely<Database>,
  message: ContactMessage,
  idempotencyKey?: string,
) {
  return insertLead(
    db,
    'contactMessages',
    { name: message.name, email: message.email, message: message.message },
    idempotencyKey,
  );
}
