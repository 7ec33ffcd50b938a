import { site } from '@/content/site';

/** Every text of the people feature: sign-in, invites, the people page, accounts, the audit log, roles. */
export const signInTexts = {
  heading: 'Staff sign-in',
  intro: `This area is for ${site.shortName} staff. Sign in with your email (or, crew, your mobile number) and password.`,
  emailLabel: 'Email or mobile number',
  emailHint: '(the owner may leave it empty and use the shared password)',
  badEmail:
    'Please enter an email address like name@example.in or a 10-digit mobile number, or leave it empty.',
  passwordLabel: 'Password',
  submit: 'Sign in',
  submitting: 'Signing in...',
  missing: 'Please enter the password.',
  wrong:
    'That email and password do not match an account. After 5 wrong tries from this device’s address, sign-in from here pauses for 15 minutes.',
  locked: (minutes: number) =>
    `Too many wrong passwords from this address. Sign-in from here is paused; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  unavailable: 'We could not check the password just now. Please try again in a minute.',
  signedOut: 'You have signed out.',
  expired: 'Your session has ended. Please sign in again.',
  passwordHelp:
    'Forgotten your password? Ask the owner for a reset link. The owner’s shared password can be set again on the server with npm run admin:password.',
} as const;

/** The page behind an invite or reset link (/admin/invite/{token}). */
export const inviteTexts = {
  title: 'Set your password',
  heading: 'Set your password',
  welcome: (name: string) => `Welcome, ${name}. Choose a password to sign in to the staff area.`,
  resetWelcome: (name: string) => `${name}, choose a new password for the staff area.`,
  passwordLabel: 'New password',
  passwordHint: '(at least 12 characters)',
  submit: 'Set password and sign in',
  submitting: 'Saving...',
  tooShort: 'The password must be at least 12 characters.',
  tooLong: 'The password can be at most 200 characters.',
  gone: 'This link has been used already or has expired. Ask the owner for a new one.',
  goneHeading: 'This link no longer works',
  toSignIn: 'Go to sign-in',
  unavailable: 'We could not save the password just now. Please try again in a minute.',
} as const;

/** What the owner types when adding or changing a person, and its messages. */
export const userFormTexts = {
  name: 'Please enter the person’s name.',
  nameLong: 'The name can be at most 100 characters.',
  email: 'Please enter an email address like name@example.in.',
  role: 'Choose owner, coordinator, staff or crew.',
  disabled: 'Use true or false.',
  reset: 'Send true to issue a reset link.',
  nothing: 'Send at least one of role, disabled or resetPassword.',
  taken: 'Someone already has that email address.',
  lastOwner: 'The last owner who can sign in cannot be given another role or disabled.',
  notFound: 'No such person.',
} as const;

/** The email that carries an invite or reset link. */
export const inviteEmailTexts = {
  invite: {
    subject: `Your ${site.shortName} staff account`,
    greeting: (name: string) => `Hello ${name},`,
    body: `You have been given an account in the ${site.shortName} staff area. Open this link to choose your password and sign in:`,
  },
  reset: {
    subject: `Reset your ${site.shortName} staff password`,
    greeting: (name: string) => `Hello ${name},`,
    body: 'Open this link to choose a new password for the staff area:',
  },
  expiry: 'The link works once, for 48 hours. If you did not expect this email, ignore it.',
} as const;

/** The owner's page of people (/admin/users). */
export const peopleTexts = {
  title: 'People',
  heading: 'People',
  intro:
    'Everyone who can sign in to the staff area. Staff see, search and work leads. Coordinators do that and export. Only owners also delete leads, manage people, read the audit log and the speed report.',
  forbidden: 'Only the owner may manage people.',
  failed: 'That change could not be saved just now. Please try again.',
  tableLabel: 'People who can sign in',
  name: 'Name',
  email: 'Email',
  phone: 'Mobile number',
  phoneHint: '(crew may sign in with it instead of an email)',
  role: 'Role',
  state: 'Status',
  actions: 'Actions',
  active: 'Active',
  invited: 'Invited (no password yet)',
  disabledState: 'Disabled',
  noEmail: 'Shared owner password',
  roleFor: (name: string) => `Role of ${name}`,
  saveRole: 'Save role',
  disable: 'Disable',
  enable: 'Enable',
  reset: 'Reset link',
  actionFor: (action: string, name: string) => `${action}: ${name}`,
  addHeading: 'Add a person',
  addIntro:
    'They get a one-time link, valid for 48 hours, to choose their password. Hand it over yourself; it is emailed to them too when email is set up.',
  add: 'Add and make link',
  adding: 'Adding...',
  added: (name: string) => `${name} was added. Give them this link:`,
  changed: {
    role: (name: string) => `${name}'s role was changed.`,
    disable: (name: string) => `${name} is disabled and signed out everywhere.`,
    enable: (name: string) => `${name} can sign in again.`,
    reset: (name: string) => `A new link for ${name} (earlier links stop working):`,
  },
  linkLabel: 'One-time link',
  linkNote: 'Shown once. It works for 48 hours.',
  copy: 'Copy link',
  copied: 'Link copied.',
  copyFailed: 'Could not copy here: select the link above and copy it.',
  shareWhatsapp: 'Share on WhatsApp',
  /** The message the owner sends with the link (WhatsApp opens with it typed; they pick the chat). */
  shareMessage: (name: string, url: string) =>
    `Hello${name ? ` ${name}` : ''}, this is your link to the ${site.shortName} staff area. Open it to choose your password; it works once, for 48 hours:\n${url}`,
} as const;

/** Every signed-in person's own account (/admin/account, PATCH /api/admin/account). */
export const accountTexts = {
  title: 'Your account',
  heading: 'Your account',
  intro: 'How your name appears to the team, on notes, history and the audit log.',
  nameLabel: 'Your name',
  emailLabel: 'Sign-in email',
  emailHint: '(you sign in with it; no one else here may have it)',
  emailHintShared: '(optional: you can also sign in with the shared password alone)',
  emailFixed: 'Your sign-in email. The owner can change it for you.',
  roleLabel: 'Role',
  save: 'Save',
  saving: 'Saving...',
  saved: 'Saved. Your account is up to date.',
  name: 'Please enter your name.',
  nameLong: 'The name can be at most 100 characters.',
  email: 'Please enter an email address like name@example.in.',
  emailNeeded: 'You sign in with your email, so it cannot be left empty.',
  taken: 'Someone else here already signs in with that email. Choose another.',
  emailForbidden: 'Only the owner may change their sign-in email. Ask the owner.',
  nothing: 'Send at least one of name or email.',
  failed: 'Your account could not be saved just now. Please try again.',
  unavailable: 'Your account cannot be read just now. Please try again in a minute.',
} as const;

/** The owner's audit log (/admin/audit). */
export const auditTexts = {
  title: 'Audit log',
  heading: 'Audit log',
  intro:
    'Who did what, newest first: sign-ins (and failed tries), status changes, assignments, deletions, exports and changes to people. Times are India time (IST).',
  forbidden: 'Only the owner may read the audit log.',
  empty: 'Nothing has happened yet.',
  listLabel: 'Events, newest first',
  nobody: 'Someone (not signed in)',
  actions: {
    'sign-in': 'signed in as',
    'sign-in-failed': 'tried to sign in as',
    'invite-accepted': 'set their password through an invite link:',
    'password-reset': 'set a new password through a reset link:',
    status: 'changed the status of',
    assign: 'assigned',
    'follow-up': 'set the follow-up day of',
    delete: 'deleted',
    export: 'exported',
    'user-added': 'added',
    'user-role': 'changed the role of',
    'user-disabled': 'disabled',
    'user-enabled': 'enabled',
    'user-reset-link': 'made a password reset link for',
    'account-name': 'renamed their own account',
    'account-email': 'changed the sign-in email of their own account',
    purge: 'erased by the retention rule:',
    'lead-added': 'added a lead by hand:',
    'move-day': 'planned the move day of',
    'email-resent': 'sent again the email',
  },
} as const;

export const roleLabels = {
  owner: 'Owner',
  coordinator: 'Coordinator',
  staff: 'Staff',
  crew: 'Crew',
} as const;
