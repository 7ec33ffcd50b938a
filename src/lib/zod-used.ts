// The parts of Zod this project uses, named one by one. `z` in '@/lib/zod' is this module's
// namespace, not Zod's own: Zod's `z` namespace also carries `z.locales`, and the bundler
// cannot drop what a namespace object might reach, so every page that validated a form
// downloaded all of Zod's ~50 languages (a 392 KB chunk, 75 KiB brotli). Named re-exports are
// dropped when unused. A Zod function not listed here is a type error until it is added.
export {
  object,
  array,
  enum,
  preprocess,
  string,
  email,
  uuid,
  number,
  literal,
  coerce,
  boolean,
  NEVER,
  never,
  url,
  unknown,
  union,
  record,
  discriminatedUnion,
  config,
  ZodType,
  ZodString,
  type input,
  type infer,
  type output,
} from 'zod';
