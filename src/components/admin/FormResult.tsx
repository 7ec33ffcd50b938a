import type { StaffFormState } from '@/features/leads';
import { FormAlert } from '@/components/ui/FormAlert';

/** A staff form's answer above its fields: the refusal as an alert, the success announced. */
export function FormResult({ state }: { state: StaffFormState }) {
  return (
    <>
      <FormAlert message={state.error} />
      <div role="status">
        {state.ok ? (
          <p className="rounded-lg border-l-4 border-green-700 bg-green-50 px-3 py-2 font-medium text-green-900">
            {state.message}
          </p>
        ) : null}
      </div>
    </>
  );
}
