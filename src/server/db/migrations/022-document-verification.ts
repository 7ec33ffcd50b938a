import type { Migration } from './types';

/**
 * Issue 48 point 3: each document issued from now on has an unguessable verification code
 * (20 characters, about 99 random bits), printed as a QR code and a short link
 * `/verify/{code}`, where anyone holding the paper can see that we issued it. Documents issued
 * before have none (their frozen PDFs carry no code). Unique: a code names one document.
 */
export const documentVerification022: Migration = {
  name: '022-document-verification',
  async up(db) {
    await db.schema.alterTable('documents').addColumn('verify_code', 'text').execute();
    await db.schema
      .createIndex('documents_verify_code_idx')
      .unique()
      .on('documents')
      .column('verify_code')
      .execute();
  },
};
