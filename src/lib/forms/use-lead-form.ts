import {
  useActionState,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useTransition,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
} from 'react';
import type { z } from 'zod';
import * as formsText from '@/content/forms';
import { fieldErrorsOf, type FieldErrors } from '@/lib/schemas/errors';
import { useHydrated } from '@/lib/use-hydrated';
import { rememberedSourceFields } from '@/features/leads';
import { newAttemptKey } from './attempt-key';
import { valuesFrom, type FormState } from './state';
import { useTexts } from '@/lib/i18n/client-texts';
import { useLocalMessage } from '@/lib/i18n/use-local-message';

interface Options<Field extends string> {
  /** Prefix of every control's id, unique on the page (e.g. "contact"). */
  idPrefix: string;
  fields: readonly Field[];
  /**
   * Loads the form's Zod schema (a dynamic import), so the validation library is not part of
   * any page's first JavaScript; it is fetched when the visitor first focuses the form.
   */
  loadSchema: () => Promise<z.ZodType>;
  /** Values the form fixes rather than asks for (a quote request's source). */
  fixed?: Record<string, string>;
  action: (state: FormState<Field>, formData: FormData) => Promise<FormState<Field>>;
  initial: FormState<Field>;
  empty: Record<Field, string>;
  /** The alert when the request does not get through (no network, server down). */
  failed: string;
  /** The alert for field errors found in the browser; "please correct…" unless given. */
  fixFields?(fieldErrors: FieldErrors<Field>): string;
  /** Called with the first field that needs attention, before focus moves to it. */
  onInvalid?(field: Field): void;
}

interface Problems<Field extends string> {
  fieldErrors: FieldErrors<Field>;
  formError?: string;
}

/**
 * What every lead form shares. Without JavaScript the form posts to its server action and
 * renders from the answer. Once hydrated, it checks the values with the same schema, then
 * calls the action itself, so a dropped connection ends in an alert with every value kept
 * (not an error page); each attempt carries one Idempotency-Key, so a retry never stores
 * twice. Focus moves to the first field that needs attention; success empties the values.
 */
export function useLeadForm<Field extends string>(options: Options<Field>) {
  const { idPrefix, fields, loadSchema, fixed, action, initial, empty, failed } = options;
  const { fixFields, onInvalid } = options;
  const { formMessages } = useTexts(formsText);
  const say = useLocalMessage();
  const [postedState, postAction] = useActionState(action, initial);
  const [sentState, setSentState] = useState<FormState<Field> | null>(null);
  const [pending, startSending] = useTransition();
  const state = sentState ?? postedState;
  const hydrated = useHydrated();
  const [values, setValues] = useState(state.ok ? empty : state.values);
  const [clientProblems, setClientProblems] = useState<Problems<Field> | null>(null);
  const [seen, setSeen] = useState(state);
  const [focus, setFocus] = useState<{ id: string; at: number } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const attemptKey = useRef<string | null>(null);
  const schema = useRef<Promise<z.ZodType | null> | null>(null);
  const checking = useRef(false);
  // A schema that cannot load (say, the network just dropped) skips the browser's check: the
  // server judges anyway, and the send reports the failure.
  const loadedSchema = () => (schema.current ??= loadSchema().catch(() => null));
  // The first focus asks for the schema once the frame answering it is painted: adding the
  // chunk's <script> costs ≈ 15–20 ms with the CPU 4× slower, which the tap that focused the
  // form (say, on a booking step tab) paid before its paint (bench:inp trace).
  const loadSchemaAfterPaint = () => {
    if (schema.current) return;
    requestAnimationFrame(() => setTimeout(() => void loadedSchema(), 0));
  };
  // The latest values, problems and check, for the stable handlers below (set after each render).
  const latest = useRef<{ values: Record<Field, string>; problems: Problems<Field> }>({
    values,
    problems: { fieldErrors: {} },
  });
  const checkAgain = useRef<(names: readonly Field[], moveFocus: boolean) => Promise<boolean>>(
    async () => true,
  );
  // A counter, so asking for the same element twice still moves focus there.
  const focusOn = (id: string) => setFocus((previous) => ({ id, at: (previous?.at ?? 0) + 1 }));
  const firstInvalid = (errors: FieldErrors<Field>) => fields.find((field) => errors[field]);
  const setValue = (name: Field, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));
  // One handler for every control, reading the control's name: a field's props then stay equal
  // from one render to the next, so a memoised field (components/ui/Field) is not re-rendered
  // when another field changes or the booking form changes step.
  const onFieldChange = useCallback(
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const { name, value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      // A field marked wrong is checked again as it is corrected, so its error is gone before
      // the visitor leaves it: the form does not move under the tap that follows.
      if (latest.current.problems.fieldErrors[name as Field])
        void checkAgain.current([name as Field], false);
    },
    [],
  );

  if (seen !== state) {
    setSeen(state);
    if (state.ok) setValues(empty);
    const first = firstInvalid(state.fieldErrors);
    if (!state.ok && first) {
      onInvalid?.(first);
      focusOn(`${idPrefix}-${first}`);
    }
  }

  // A visitor on a slow phone types before the scripts run: the browser's controls hold it,
  // React's state (rendered from the server's values) does not, and the next render of a field
  // would show the state again. Taken over once, before anything is drawn from the state.
  useLayoutEffect(() => {
    if (!formRef.current) return;
    const typed = controlValues(formRef.current, fields);
    setValues((current) =>
      Object.entries(typed).some(([name, value]) => current[name as Field] !== value)
        ? { ...current, ...typed }
        : current,
    );
  }, [fields]);

  // Focus (and the scroll it may bring) moves in the commit that shows its target, not in a
  // later task: a tap landing just after a step appears is not lost to the page moving between
  // its press and its release (the pressed button would then never be clicked).
  useLayoutEffect(() => {
    if (focus) document.getElementById(focus.id)?.focus();
  }, [focus]);

  // In the page's language (the schemas speak English; see useLocalMessage).
  const problems: Problems<Field> = useMemo(() => {
    const found: Problems<Field> = clientProblems ?? (state.ok ? { fieldErrors: {} } : state);
    return {
      fieldErrors: Object.fromEntries(
        Object.entries(found.fieldErrors).map(([name, error]) => [name, say(error as string)]),
      ) as FieldErrors<Field>,
      formError: say(found.formError),
    };
  }, [clientProblems, state, say]);

  /**
   * Checks `names` with the schema against what the controls hold now: their errors are shown
   * or cleared, every other field's stay as they were. With `moveFocus`, the first wrong one
   * is focused (a booking step's Continue). True when all of them are right.
   */
  async function checkFields(names: readonly Field[], moveFocus: boolean): Promise<boolean> {
    const loaded = await loadedSchema();
    const form = formRef.current;
    if (!loaded || !form) return true;
    const now = { ...latest.current.values, ...controlValues(form, fields) };
    const parsed = loaded.safeParse({ ...now, ...fixed });
    const found: FieldErrors<Field> = parsed.success ? {} : fieldErrorsOf<Field>(parsed.error);
    const previous = latest.current.problems;
    const fieldErrors: FieldErrors<Field> = { ...previous.fieldErrors };
    for (const name of names) {
      if (found[name]) fieldErrors[name] = found[name];
      else delete fieldErrors[name];
    }
    setClientProblems({ fieldErrors, formError: previous.formError });
    const first = names.find((name) => found[name]);
    if (first && moveFocus) {
      onInvalid?.(first);
      focusOn(`${idPrefix}-${first}`);
    }
    return first === undefined;
  }
  useLayoutEffect(() => {
    latest.current = { values, problems };
    checkAgain.current = checkFields;
  });
  // A field is checked as the visitor leaves it, so a mistake shows where it was made (not at
  // the last step). Not an empty one (tabbing through a form does not paint it red), and not
  // when the focus goes to one of the form's buttons: that button's own check follows, and an
  // error drawn between its press and release would move it from under the finger.
  const onFieldBlur = useCallback(
    (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const name = event.target.name as Field;
      if (!fields.includes(name) || event.target.value === '') return;
      const next = event.relatedTarget;
      if (next instanceof HTMLButtonElement && next.form === event.target.form) return;
      void checkAgain.current([name], false);
    },
    [fields],
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || checking.current) return;
    checking.current = true;
    const formData = new FormData(event.currentTarget);
    // What the controls hold is what is sent, so it is also what gets checked.
    const sent = { ...values, ...controlValues(event.currentTarget, fields) };
    void loadedSchema()
      .then((loaded) => {
        const parsed = loaded?.safeParse({ ...sent, ...fixed });
        if (parsed && !parsed.success) return showProblems(fieldErrorsOf<Field>(parsed.error));
        send(formData, sent);
      })
      .finally(() => {
        checking.current = false;
      });
  }

  function showProblems(fieldErrors: FieldErrors<Field>) {
    const formError = fixFields?.(fieldErrors) ?? formMessages.fixFields;
    setClientProblems({ fieldErrors, formError });
    const first = firstInvalid(fieldErrors) ?? (fields[0] as Field);
    onInvalid?.(first);
    focusOn(`${idPrefix}-${first}`);
  }

  function send(formData: FormData, sent: Record<Field, string>) {
    setClientProblems(null);
    // After a success the next submit is a new lead; after a failure it is a retry of the same.
    if (state.ok) attemptKey.current = null;
    attemptKey.current ??= newAttemptKey();
    formData.set('idempotencyKey', attemptKey.current);
    for (const [name, value] of rememberedSourceFields()) formData.set(name, value);
    startSending(async () => {
      let next: FormState<Field>;
      try {
        next = await action(state, formData);
      } catch {
        next = { ok: false, values: sent, fieldErrors: {}, formError: failed };
      }
      startSending(() => setSentState(next));
    });
  }

  // The page was rendered from a plain form post: autofocus brings the answer into view.
  const answeredWithoutScript = !hydrated && postedState !== initial;
  const focusFirst =
    answeredWithoutScript && !state.ok && (firstInvalid(problems.fieldErrors) ?? fields[0]);

  return {
    state,
    pending,
    hydrated,
    values,
    setValue,
    checkFields,
    problems,
    answeredWithoutScript,
    formProps: {
      ref: formRef,
      action: postAction,
      onSubmit: hydrated ? onSubmit : undefined,
      onFocus: hydrated ? loadSchemaAfterPaint : undefined,
      noValidate: hydrated,
    },
    /** Props for the control of `name`, for the shared Field components. */
    field(name: Field) {
      return {
        id: `${idPrefix}-${name}`,
        name,
        value: values[name],
        error: problems.fieldErrors[name],
        autoFocus: focusFirst === name || undefined,
        onChange: onFieldChange,
        onBlur: hydrated ? onFieldBlur : undefined,
      };
    },
    /** Back to an empty form, e.g. after a success screen. */
    reset() {
      setValues(empty);
      setClientProblems(null);
      attemptKey.current = null;
    },
    focusOn,
  };
}

/** The values of the fields the form has a control for (a field it does not show keeps its state). */
function controlValues<Field extends string>(
  form: HTMLFormElement,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const shown = fields.filter((field) => form.elements.namedItem(field) !== null);
  return valuesFrom(new FormData(form), shown);
}
