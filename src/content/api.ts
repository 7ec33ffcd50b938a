/** Texts of the JSON API that every endpoint shares (docs/api.md). */
export const apiMessages = {
  methodNotAllowed: (allowed: string) => `This address answers ${allowed} only.`,
} as const;
