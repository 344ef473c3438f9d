/** An office password: long enough that guessing is hopeless even at the sign-in limits' pace. */
export const OFFICE_PASSWORD_MIN = 10;
export const OFFICE_PASSWORD_MAX = 200;
