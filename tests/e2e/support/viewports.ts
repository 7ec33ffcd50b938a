/** The two window sizes the frame's specs look at: a laptop and a phone. */
export const desktop = { width: 1280, height: 800 };
export const phone = { width: 390, height: 844 };
