import { FormAlert } from '@/components/ui/FormAlert';
import type { TrackKind } from '@/features/leads';
import { TrackOnSuccess } from './TrackOnSuccess';

interface Props {
  /** Which kind of lead: what the customer will receive and be able to follow. */
  kind: TrackKind;
  /** The parts of a lead form's state (useLeadForm) the outcome reads. */
  form: {
    pending: boolean;
    problems: { formError?: string };
    state: { reference?: string; emailed?: boolean; values: { email?: string } };
  };
  /** The thanks shown after a success; undefined until then. */
  success?: string;
}

/** What a lead form says after it is sent: the alert, then the reference linked to /track. */
export function LeadOutcome({ kind, form, success }: Props) {
  const { pending, problems, state } = form;
  return (
    <>
      <FormAlert
        message={pending ? undefined : (problems.formError ?? success)}
        tone={problems.formError ? 'error' : 'success'}
      />
      {success && state.reference && !pending ? (
        <TrackOnSuccess
          kind={kind}
          reference={state.reference}
          email={state.values.email}
          emailed={state.emailed}
          align="left"
        />
      ) : null}
    </>
  );
}
