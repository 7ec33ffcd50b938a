import { expect } from './test';

/**
 * The header's two looks as a visitor sees them (its shadow and background), for the scroll
 * tests in Chromium and Firefox: flat at the top, shadow-lg (its outer layer is
 * 0 10px 15px -3px) on a 95 % opaque background once scrolled.
 */
export const headerLooks = {
  flat: { shadow: 'none', background: 'rgb(255, 255, 255)' },
  scrolled: {
    shadow: expect.stringMatching(/ 0px 10px 15px -3px/),
    background: expect.stringMatching(/ 0\.95\)$/),
  },
};
