export const requestLimitMessages: {
  lengthRequired: string;
  tooLarge: (kib: number) => string;
  badAction: string;
};
export const tooLargePage: {
  title: string;
  heading: string;
  body: (kib: number) => string;
  keepTyped: string;
  again: string;
};
