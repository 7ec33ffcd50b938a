/** The language switch in the header and the phone's menu (LanguageSwitch.tsx). */
export const languageSwitch = {
  label: 'Language',
} as const;
