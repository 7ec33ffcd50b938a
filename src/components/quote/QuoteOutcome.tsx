import { FormAlert } from '@/components/ui/FormAlert';
import { TrackOnSuccess } from '@/components/track/TrackOnSuccess';

interface Props {
  /** The parts of a quote form's state (useLeadForm) the outcome reads. */
  form: {
    pending: boolean;
    problems: { formError?: string };
    state: { reference?: string; emailed?: boolean; values: { email?: string } };
  };
  /** The thanks shown after a success; undefined until then. */
  success?: string;
}

/** What a quote form says after it is sent: the alert, then the reference linked to /track. */
export function QuoteOutcome({ form, success }: Props) {
  const { pending, problems, state } = form;
  return (
    <>
      <FormAlert
        message={pending ? undefined : (problems.formError ?? success)}
        tone={problems.formError ? 'error' : 'success'}
      />
      {success && state.reference && !pending ? (
        <TrackOnSuccess
          kind="quote"
          reference={state.reference}
          email={state.values.email}
          emailed={state.emailed}
          align="left"
        />
      ) : null}
    </>
  );
}
