import { VerifyRefusedView } from '@/features/documents/ui/VerifyView';

/** 404 for a code that names no document of ours: the same page for any unknown code. */
export default function NotFound() {
  return <VerifyRefusedView reason="not_found" />;
}
