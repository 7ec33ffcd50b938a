import { leads001 } from './001-leads';
import { rateLimits002 } from './002-rate-limits';
import { newsletterIdempotency003 } from './003-newsletter-idempotency';
import { admin004 } from './004-admin';
import { outbox005 } from './005-outbox';
import { webVitals006 } from './006-web-vitals';
import { estimate007 } from './007-estimate';
import { staff008 } from './008-staff';
import { staffSearch008 } from './008-staff-search';
import { idempotencyDigest009 } from './009-idempotency-digest';
import { inventory010 } from './010-inventory';
import { quotations011 } from './011-quotations';
import { intake012 } from './012-intake';
import { payments013 } from './013-payments';
import { moveDay014 } from './014-move-day';
import { documents015 } from './015-documents';
import { leadSources017 } from './017-lead-sources';
import { reviews018 } from './018-reviews';
import { reports019 } from './019-reports';
import { leadSummaries020 } from './020-lead-summaries';
import { quotationTotals021 } from './021-quotation-totals';
import { documentVerification022 } from './022-document-verification';
import { claims023 } from './023-claims';
import { moveDay024 } from './024-move-day-crew';
import { milestoneLocation025 } from './025-milestone-location';
import { claimPhotos026 } from './026-claim-photos';
import { leadLanguage027 } from './027-lead-language';
import type { Migration } from './types';

/** Append new migrations here; never edit one that has shipped. */
export const migrations: readonly Migration[] = [
  leads001,
  rateLimits002,
  newsletterIdempotency003,
  admin004,
  outbox005,
  webVitals006,
  estimate007,
  staff008,
  staffSearch008,
  idempotencyDigest009,
  inventory010,
  quotations011,
  intake012,
  payments013,
  moveDay014,
  documents015,
  leadSources017,
  reviews018,
  reports019,
  leadSummaries020,
  quotationTotals021,
  documentVerification022,
  claims023,
  moveDay024,
  milestoneLocation025,
  claimPhotos026,
  leadLanguage027,
];
