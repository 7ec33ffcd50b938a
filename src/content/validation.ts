/** Messages shown beside a field when its value is not accepted; shared by every form. */
export const validationMessages = {
  nameRequired: 'Please enter your name.',
  nameTooLong: 'Please keep the name under 120 characters.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
  emailTooLong: 'Email addresses can be at most 254 characters.',
  phoneRequired: 'Please enter your phone number.',
  phoneInvalid:
    'Please enter an Indian mobile number (10 digits, with or without +91) or a landline with its STD code.',
  serviceRequired: 'Please select a service before submitting.',
  dateRequired: 'Please choose a date.',
  dateInvalid: 'Please enter the date as YYYY-MM-DD.',
  datePast: 'The date cannot be in the past.',
  textTooLong: 'Please keep this under 2000 characters.',
  messageRequired: 'Please write a message.',
  fieldTooLong: 'Please keep this under 120 characters.',
  requiredField: 'This field is required.',
  originRequired: 'Please enter where you are moving from.',
  destinationRequired: 'Please enter where you are moving to.',
  moveTypeRequired: 'Please choose residential, commercial or international.',
  quoteServiceRequired: 'Please tell us which service you need.',
  quoteSourceInvalid: 'The source must be "quotation" or "popup".',
} as const;
